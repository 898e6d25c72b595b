import { basketballFilterExpiry, endOfToday, footballFilterExpiry } from './expiry';

const at = (h: number, m = 0, s = 0, ms = 0) => new Date(2026, 10, 22, h, m, s, ms);

describe('football filter cookie expiry', () => {
  it('is 10:00 today before 10:00', () => {
    expect(footballFilterExpiry(at(0, 0))).toEqual(new Date(2026, 10, 22, 10, 0, 0, 0));
    expect(footballFilterExpiry(at(9, 59, 59, 999))).toEqual(new Date(2026, 10, 22, 10, 0, 0, 0));
  });
  it('is 10:00 tomorrow from 10:00 on', () => {
    expect(footballFilterExpiry(at(10, 0))).toEqual(new Date(2026, 10, 23, 10, 0, 0, 0));
    expect(footballFilterExpiry(at(23, 59))).toEqual(new Date(2026, 10, 23, 10, 0, 0, 0));
  });
  it('rolls over month ends', () => {
    expect(footballFilterExpiry(new Date(2026, 11, 31, 12, 0))).toEqual(new Date(2027, 0, 1, 10, 0, 0, 0));
  });
});

describe('basketball filter cookie expiry', () => {
  it('is 15:00 today before 15:00, else 15:00 tomorrow', () => {
    expect(basketballFilterExpiry(at(14, 59, 59))).toEqual(new Date(2026, 10, 22, 15, 0, 0, 0));
    expect(basketballFilterExpiry(at(15, 0))).toEqual(new Date(2026, 10, 23, 15, 0, 0, 0));
    expect(basketballFilterExpiry(at(9, 0))).toEqual(new Date(2026, 10, 22, 15, 0, 0, 0));
  });
});

describe('download banner expiry', () => {
  it('is the end of today', () => {
    expect(endOfToday(at(0, 0))).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
    expect(endOfToday(at(23, 59, 59))).toEqual(new Date(2026, 10, 22, 23, 59, 59, 999));
  });
});
