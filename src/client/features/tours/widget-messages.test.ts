import { describe, expect, it } from 'vitest';
import { MAX_WIDGET_HEIGHT, frameHeight, isWidgetAddress, reportedHeight, widgetOrigin } from './widget-messages';

describe('reportedHeight', () => {
  it.each([
    [{ height: 900 }, 900],
    [{ type: 'resize', height: 640.5 }, 640.5],
    ['{"type":"resize","height":1200}', 1200],
    ['{"height":720}', 720],
  ])('reads %j as %j', (data, expected) => {
    expect(reportedHeight(data)).toBe(expected);
  });

  it.each([
    [{ type: 'request-height' }],
    [{ type: 'scroll', height: 900 }],
    [{ height: '900' }],
    [{ height: -5 }],
    [{ height: 0 }],
    [{ height: Number.NaN }],
    [{ height: Number.POSITIVE_INFINITY }],
    [{}],
    [null],
    [900],
    ['resize:900'],
    ['not json'],
  ])('ignores %j', (data) => {
    expect(reportedHeight(data)).toBeNull();
  });
});

describe('frameHeight', () => {
  it.each([
    [900, 900],
    [399, 400],
    [1, 400],
    [400.2, 401],
    [10 ** 9, MAX_WIDGET_HEIGHT],
  ])('a report of %j px gives a %j px frame', (reported, expected) => {
    expect(frameHeight(reported)).toBe(expected);
  });
});

describe('widgetOrigin', () => {
  it.each([
    ['https://tours.example.test/widget?x=1', 'https://tours.example.test'],
    ['  http://localhost:8080/w ', 'http://localhost:8080'],
    [null, null],
    ['', null],
    ['   ', null],
    ['javascript:alert(1)', null],
    ['/relative/widget', null],
    ['data:text/html,hi', null],
  ])('%j -> %j', (url, expected) => {
    expect(widgetOrigin(url)).toBe(expected);
  });
});

describe("widgetOrigin on this site's own widget page", () => {
  it.each([
    ['/widgets/tours', 'https://kbh.example.test'],
    ['https://tours.example.test/w', 'https://tours.example.test'],
    ['//evil.example.test/w', null],
    ['/\\evil.example.test/w', null],
    ['widgets/tours', null],
  ])('%j -> %j', (url, expected) => {
    expect(widgetOrigin(url, 'https://kbh.example.test/')).toBe(expected);
  });
});

describe('isWidgetAddress', () => {
  it.each([
    ['/widgets/tours', true],
    ['https://www.viator.com/widget?pid=1', true],
    [null, false],
    ['', false],
    ['//evil.example.test/w', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('%j -> %j', (url, expected) => {
    expect(isWidgetAddress(url)).toBe(expected);
  });
});
