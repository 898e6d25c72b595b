/**
 * The openfootball reader on the real files beside the repository (../shared/data/openfootball)
 * and on small malformed ones: what is imported, what is reported, what is refused whole.
 */
import { readFileSync } from 'node:fs';
import { footballClubIdByName } from '../reference/clubs';
import { fileCode, OpenfootballError, readOpenfootballFile, zonedUnix } from './openfootball';
import { OPENFOOTBALL_DIR } from '../../test-support/openfootball-dir';

const real = (rel: string) => readOpenfootballFile(rel, JSON.parse(readFileSync(`${OPENFOOTBALL_DIR}/${rel}`, 'utf8')));
const file = (matches: unknown[], name = 'English Premier League 2024/25') => ({ name, matches });
const match = (over: Record<string, unknown> = {}) => ({
  round: 'Matchday 1',
  date: '2024-08-16',
  time: '20:00',
  team1: 'Manchester United FC',
  team2: 'Fulham FC',
  score: { ht: [0, 0], ft: [1, 0] },
  ...over,
});

describe('real files', () => {
  it('imports a whole Premier League season with every club matched', () => {
    const r = real('2024-25/en.1.json');
    expect(r).toMatchObject({ leagueId: 36, season: 2024, matches: 380, unplayed: 0, skipped: 0, unknownClubs: [] });
    expect(r.results).toHaveLength(380);
    const opener = r.results[0]!;
    expect(opener).toMatchObject({
      playedOn: '2024-08-16',
      homeId: footballClubIdByName('曼联'),
      awayId: footballClubIdByName('富勒姆'),
      sc: [1, 0],
      hsc: [0, 0],
    });
    // 20:00 in London in August is 19:00 UTC
    expect(opener.ot).toBe(Date.UTC(2024, 7, 16, 19, 0) / 1000);
  });

  it('keeps relegated clubs that now play in a lower reference league', () => {
    const r = real('2024-25/en.1.json');
    const leicester = footballClubIdByName('莱斯特城');
    expect(leicester).toBeDefined();
    expect(r.results.filter((m) => m.homeId === leicester || m.awayId === leicester)).toHaveLength(38);
  });

  it('reports clubs it does not carry and counts matches not played yet', () => {
    const r = real('2024-25/de.1.json');
    expect(r.unknownClubs).toEqual(['Holstein Kiel', 'VfL Bochum 1848']);
    // each of the two played 34 matches, two of them against each other
    expect(r.skipped).toBe(66);
    expect(r.results).toHaveLength(306 - 66);
    const current = real('2025-26/en.1.json');
    expect(current.season).toBe(2025);
    expect(current.unplayed + current.results.length + current.skipped).toBe(380);
    expect(current.unplayed).toBeGreaterThan(0);
  });

  it('reads calendar-year seasons and Champions League names with country codes', () => {
    const csl = real('2025/cn.1.json');
    expect(csl).toMatchObject({ leagueId: 60, season: 2025, skipped: 0 });
    const cl = real('2024-25/uefa.cl.json');
    expect(cl.leagueId).toBe(103);
    const arsenal = footballClubIdByName('阿森纳');
    expect(cl.results.some((m) => m.homeId === arsenal || m.awayId === arsenal)).toBe(true);
    expect(cl.unknownClubs).toContain('Celtic FC (SCO)');
  });
});

describe('refused files', () => {
  const refused = (name: string, json: unknown, reason: RegExp) => {
    expect(() => readOpenfootballFile(name, json)).toThrow(OpenfootballError);
    expect(() => readOpenfootballFile(name, json)).toThrow(reason);
  };

  it('names the file and the match that is wrong', () => {
    refused('en.1.json', file([match(), match({ date: '2024-13-01' })]), /en\.1\.json: match 2: date "2024-13-01"/);
    refused('en.1.json', file([match({ time: '25:00' })]), /match 1: time "25:00" is not HH:MM/);
    refused('en.1.json', file([match({ team2: '' })]), /match 1: team1 and team2 must be names/);
    refused('en.1.json', file([match({ score: { ft: [1] } })]), /match 1: score\.ft is not \[home, away\] goals/);
    refused('en.1.json', file([match({ score: { ft: [1, -2] } })]), /score\.ft/);
    refused('en.1.json', file(['x']), /match 1 is not an object/);
  });

  it('refuses what is not a league file of ours', () => {
    refused('worldcup.json', file([match()]), /not a league we carry \(code "worldcup"\)/);
    refused('en.1.json', { matches: [] }, /expected \{ name, matches: \[\] \}/);
    refused(
      'en.1.json',
      file([{ ...match(), date: undefined }], 'Premier League'),
      /no season in "Premier League"|date/,
    );
  });

  it('takes a file without times or half-time scores', () => {
    const r = readOpenfootballFile(
      '2024-25/en.1.json',
      file([match({ time: undefined, score: { ft: [2, 2] } }), match({ score: undefined })]),
    );
    expect(r.results).toHaveLength(1);
    expect(r.results[0]).toMatchObject({ sc: [2, 2], hsc: null, ot: Date.UTC(2024, 7, 16, 14, 0) / 1000 });
    expect(r.unplayed).toBe(1);
  });
});

describe('helpers', () => {
  it('knows a file by its code', () => {
    expect(fileCode('2025-26/en.1.json')).toBe('en.1');
    expect(fileCode('C:\\data\\uefa.cl.json')).toBe('uefa.cl');
  });

  it('turns local kick-off times into instants across daylight saving', () => {
    expect(zonedUnix('2025-01-11', '15:00', 'Europe/London')).toBe(Date.UTC(2025, 0, 11, 15) / 1000);
    expect(zonedUnix('2025-03-30', '15:00', 'Europe/Berlin')).toBe(Date.UTC(2025, 2, 30, 13) / 1000);
    expect(zonedUnix('2025-05-03', '19:00', 'Asia/Tokyo')).toBe(Date.UTC(2025, 4, 3, 10) / 1000);
  });
});
