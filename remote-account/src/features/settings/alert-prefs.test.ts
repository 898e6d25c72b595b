/** @jest-environment jsdom */
/** alertPrefs / saveAlertPrefs: defaults on, and a save keeps what remote-scores stored beside them. */
import { ALERT_KINDS_OFF_KEY } from '@kickoff/shared/contracts';
import { ALERT_STORAGE_KEY, alertPrefs, saveAlertPrefs } from './alert-prefs';

beforeEach(() => localStorage.clear());

const stored = () => JSON.parse(localStorage.getItem(ALERT_STORAGE_KEY) ?? 'null') as unknown;

test('with nothing stored, or something unreadable, sound and vibration are on', () => {
  expect(alertPrefs()).toEqual({ sound: true, vibrate: true, off: [] });
  localStorage.setItem(ALERT_STORAGE_KEY, '{not json');
  expect(alertPrefs()).toEqual({ sound: true, vibrate: true, off: [] });
  localStorage.setItem(ALERT_STORAGE_KEY, 'null');
  expect(alertPrefs()).toEqual({ sound: true, vibrate: true, off: [] });
});

test("a save changes only its field and keeps the scores store's other fields and version", () => {
  localStorage.setItem(
    ALERT_STORAGE_KEY,
    JSON.stringify({ state: { sound: true, vibrate: true, scope: 'followed' }, version: 2 }),
  );
  expect(saveAlertPrefs({ sound: false })).toEqual({ sound: false, vibrate: true, off: [] });
  expect(stored()).toEqual({ state: { sound: false, vibrate: true, scope: 'followed' }, version: 2 });
  expect(alertPrefs()).toEqual({ sound: false, vibrate: true, off: [] });
});

test('the first save writes the whole persisted shape the scores store reads', () => {
  expect(saveAlertPrefs({ vibrate: false })).toEqual({ sound: true, vibrate: false, off: [] });
  expect(stored()).toEqual({ state: { sound: true, vibrate: false, scope: 'all' }, version: 0 });
});

test('kinds switched off are kept apart from the scores store, which may rewrite its own entry', () => {
  expect(saveAlertPrefs({ off: ['red_card', 'lead_change'] }).off).toEqual(['red_card', 'lead_change']);
  // the scores page's store writes back only its own fields
  localStorage.setItem(ALERT_STORAGE_KEY, JSON.stringify({ state: { sound: false, vibrate: true, scope: 'all' } }));
  expect(alertPrefs()).toEqual({ sound: false, vibrate: true, off: ['red_card', 'lead_change'] });
  localStorage.setItem(ALERT_KINDS_OFF_KEY, JSON.stringify(['red_card', 'nonsense', 3]));
  expect(alertPrefs().off).toEqual(['red_card']);
  localStorage.setItem(ALERT_KINDS_OFF_KEY, '{broken');
  expect(alertPrefs().off).toEqual([]);
});
