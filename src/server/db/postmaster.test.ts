import { describe, expect, it } from 'vitest';
import { parsePostmasterPid } from './postmaster';

describe('parsePostmasterPid', () => {
  it.each([
    ['a running server', '4242\n/work/data/postgres\n1764000000\n54329\n/tmp\n127.0.0.1\n  1234  5\nready   \n', { pid: 4242, dataDir: '/work/data/postgres', port: 54329 }],
    ['a server still starting (no port yet)', '17\n/srv/pg\n', { pid: 17, dataDir: '/srv/pg', port: null }],
    ['an empty file', '', null],
    ['garbage', 'not a pid\n/srv/pg\n', null],
    ['no data folder', '4242\n', null],
  ])('%s', (_label, text, expected) => {
    expect(parsePostmasterPid(text)).toEqual(expected);
  });
});
