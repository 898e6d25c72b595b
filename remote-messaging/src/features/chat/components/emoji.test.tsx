/** @jest-environment jsdom */
import '@kickoff/shared/testing';
import { render } from '@testing-library/react';
import { useAppStore } from '@kickoff/shared/stores';
import { EmojiText } from './emoji';

describe('chat emoji', () => {
  it('draws the set’s faces from the emoji base url, keeps the character as alt, and the rest as text', () => {
    useAppStore.getState().setEmojiBase('https://cdn.example.com/emoji/');
    const el = render(
      <p>
        <EmojiText text={'好球⚽<b>x</b>❤️👽'} />
      </p>,
    ).container;
    const imgs = [...el.querySelectorAll('img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt'), i.getAttribute('title')])).toEqual([
      ['https://cdn.example.com/emoji/26bd.svg', '⚽', '足球'],
      ['https://cdn.example.com/emoji/2764.svg', '❤️', '爱心'],
    ]);
    expect(el.querySelector('b')).toBeNull();
    expect(el.textContent).toBe('好球<b>x</b>👽');
  });
});
