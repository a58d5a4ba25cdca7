import { describe, expect, it } from 'vitest';
import { acceptedEncoding } from './kept-body';

describe('the encoding a kept body is sent in', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('for accept-encoding %j: %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
