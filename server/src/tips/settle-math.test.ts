/**
 * Settlement maths: whole and half lines win or lose outright, quarter lines split the stake
 * (赢半 / 输半), pushes return the stake; profit is per unit stake with decimal odds.
 */
import { settleTip } from './settle-math';

describe('亚指 (Asian handicap; line = home handicap)', () => {
  test.each([
    // [pick, line, score, result, profit]
    ['home', 0.5, [1, 0], 1, 0.9],
    ['home', 0.5, [1, 1], 2, -1],
    ['away', 0.5, [1, 1], 1, 0.9],
    ['home', 1, [1, 0], 3, 0],
    ['home', 0.75, [1, 0], 4, 0.45],
    ['home', 0.75, [2, 0], 1, 0.9],
    ['home', 0.75, [0, 0], 2, -1],
    ['away', 0.75, [1, 0], 5, -0.5],
    ['home', 0.25, [0, 0], 5, -0.5],
    ['away', 0.25, [0, 0], 4, 0.45],
    ['home', -0.25, [0, 0], 4, 0.45],
    ['away', -0.25, [1, 1], 5, -0.5],
    ['home', 0, [2, 2], 3, 0],
    ['away', 1.25, [2, 1], 4, 0.45],
  ] as const)('%s %s at %j → result %i, profit %d', (pick, line, score, result, profit) => {
    expect(settleTip(1, pick, line, 1.9, [score[0], score[1]])).toEqual({ result, profit });
  });
});

describe('大小 (totals)', () => {
  test.each([
    ['over', 2.5, [2, 1], 1, 0.95],
    ['over', 2.5, [1, 1], 2, -1],
    ['under', 2.5, [1, 1], 1, 0.95],
    ['over', 2.75, [2, 1], 4, 0.475],
    ['under', 2.75, [2, 1], 5, -0.5],
    ['under', 2.25, [1, 1], 4, 0.475],
    ['over', 2.25, [1, 1], 5, -0.5],
    ['over', 3, [2, 1], 3, 0],
  ] as const)('%s %s at %j → result %i, profit %d', (pick, line, score, result, profit) => {
    expect(settleTip(3, pick, line, 1.95, [score[0], score[1]])).toEqual({ result, profit });
  });
});

test('欧指 (1x2): the named result wins at its odds, anything else loses the stake', () => {
  expect(settleTip(2, 'home', 0, 2.1, [2, 0])).toEqual({ result: 1, profit: 1.1 });
  expect(settleTip(2, 'draw', 0, 3.25, [1, 1])).toEqual({ result: 1, profit: 2.25 });
  expect(settleTip(2, 'away', 0, 3.6, [1, 1])).toEqual({ result: 2, profit: -1 });
});
