import { describe, expect, it } from 'vitest';
import { planFree, planJoin, type OwnerBlock } from './owner-blocks.logic';

const block = (id: number, start: string, end: string, note: string | null = null): OwnerBlock => ({ id, start, end, note });
const added = (start: string, end: string, note: string | null = null) => ({ start, end, note });

describe('planJoin: blocking nights joins the owner blocks they overlap or touch', () => {
  it.each([
    ['nothing near: a new block', [block(1, '2027-03-01', '2027-03-03')], added('2027-03-10', '2027-03-12'), { keepId: null, start: '2027-03-10', end: '2027-03-12', removeIds: [] }],
    ['overlapping the end of one', [block(1, '2027-03-08', '2027-03-11')], added('2027-03-10', '2027-03-14'), { keepId: 1, start: '2027-03-08', end: '2027-03-14', removeIds: [] }],
    ['overlapping the start of one', [block(1, '2027-03-12', '2027-03-16')], added('2027-03-10', '2027-03-13'), { keepId: 1, start: '2027-03-10', end: '2027-03-16', removeIds: [] }],
    ['adjacent after: its end is the first new night', [block(1, '2027-03-08', '2027-03-10')], added('2027-03-10', '2027-03-12'), { keepId: 1, start: '2027-03-08', end: '2027-03-12', removeIds: [] }],
    ['adjacent before', [block(1, '2027-03-12', '2027-03-14')], added('2027-03-10', '2027-03-12'), { keepId: 1, start: '2027-03-10', end: '2027-03-14', removeIds: [] }],
    ['contained in one: nothing grows', [block(1, '2027-03-01', '2027-03-20')], added('2027-03-10', '2027-03-12'), { keepId: 1, start: '2027-03-01', end: '2027-03-20', removeIds: [] }],
    ['containing one', [block(1, '2027-03-10', '2027-03-11')], added('2027-03-08', '2027-03-14'), { keepId: 1, start: '2027-03-08', end: '2027-03-14', removeIds: [] }],
    [
      'bridging two: the earlier stays',
      [block(7, '2027-03-14', '2027-03-16'), block(3, '2027-03-01', '2027-03-05'), block(9, '2027-03-20', '2027-03-22')],
      added('2027-03-05', '2027-03-14'),
      { keepId: 3, start: '2027-03-01', end: '2027-03-16', removeIds: [7] },
    ],
    ['one night apart: not joined', [block(1, '2027-03-08', '2027-03-09')], added('2027-03-10', '2027-03-12'), { keepId: null, start: '2027-03-10', end: '2027-03-12', removeIds: [] }],
  ])('%s', (_, blocks, range, expected) => {
    expect(planJoin(blocks, range)).toMatchObject(expected);
  });

  it('keeps each different note once, in the order of the nights', () => {
    const blocks = [block(2, '2027-03-12', '2027-03-14', 'Roof'), block(1, '2027-03-01', '2027-03-05', 'Family')];
    expect(planJoin(blocks, added('2027-03-05', '2027-03-12', 'Painting')).note).toBe('Family; Painting; Roof');
    expect(planJoin(blocks, added('2027-03-05', '2027-03-12', 'Roof')).note).toBe('Family; Roof');
    expect(planJoin(blocks, added('2027-03-05', '2027-03-12')).note).toBe('Family; Roof');
    expect(planJoin([], added('2027-03-05', '2027-03-12')).note).toBeNull();
  });
});

describe('planFree: freeing nights frees them whatever blocks held them', () => {
  it('drops a block inside the range, trims blocks reaching past it, and counts each night once', () => {
    const blocks = [
      block(1, '2027-03-01', '2027-03-06', 'A'),
      block(2, '2027-03-06', '2027-03-08'),
      block(3, '2027-03-07', '2027-03-12', 'C'), // an old overlap: night 7 held twice
      block(4, '2027-03-20', '2027-03-22'),
    ];
    expect(planFree(blocks, { start: '2027-03-04', end: '2027-03-10' })).toEqual({
      removeIds: [2],
      trim: [
        { id: 1, start: '2027-03-01', end: '2027-03-04' },
        { id: 3, start: '2027-03-10', end: '2027-03-12' },
      ],
      create: [],
      freed: 6,
    });
  });

  it('cuts a block in two when the range is in its middle; the far side keeps the note', () => {
    expect(planFree([block(1, '2027-03-01', '2027-03-10', 'Roof')], { start: '2027-03-04', end: '2027-03-06' })).toEqual({
      removeIds: [],
      trim: [{ id: 1, start: '2027-03-01', end: '2027-03-04' }],
      create: [{ fromId: 1, start: '2027-03-06', end: '2027-03-10', note: 'Roof' }],
      freed: 2,
    });
  });

  it('frees nothing outside every block', () => {
    expect(planFree([block(1, '2027-03-01', '2027-03-04')], { start: '2027-03-04', end: '2027-03-06' })).toEqual({ removeIds: [], trim: [], create: [], freed: 0 });
  });
});
