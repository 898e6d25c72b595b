import type { ImContact } from '@kickoff/shared/contracts';
import { byLetter } from './address-page';

const c = (id: number, letter: string): ImContact => ({
  id,
  nickName: `u${id}`,
  remark: '',
  portrait: '',
  following: true,
  followsMe: false,
  letter,
});

test('the contact book keeps the server order in runs of one letter', () => {
  expect(
    byLetter([c(1, 'A'), c(2, 'A'), c(3, 'L'), c(4, '#')]).map(([l, people]) => [l, people.map((p) => p.id)]),
  ).toEqual([
    ['A', [1, 2]],
    ['L', [3]],
    ['#', [4]],
  ]);
});
