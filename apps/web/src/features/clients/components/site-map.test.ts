import { describe, expect, it } from 'vitest';
import { gridStep, roundCoordinate } from './site-map';

describe('site map helpers', () => {
  it('keeps about six grid lines across the view', () => {
    expect(gridStep(40)).toBe(10);
    expect(gridStep(30)).toBe(5);
    expect(gridStep(0.5)).toBe(0.1);
    expect(gridStep(0.003)).toBe(0.001);
    expect(gridStep(400)).toBe(20);
  });

  it('rounds picked coordinates to six decimals', () => {
    expect(roundCoordinate(32.514946712)).toBe(32.514947);
    expect(roundCoordinate(-117.0382471)).toBe(-117.038247);
  });
});
