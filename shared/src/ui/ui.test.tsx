/** @jest-environment jsdom */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import {
  ActionSheet,
  Avatar,
  Cell,
  CellList,
  Dialog,
  Empty,
  ErrorView,
  Loader,
  NavBar,
  PullToRefresh,
  Tabs,
  TeamCrest,
  initials,
  paletteVar,
  showToast,
} from './index';

describe('Loader', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it('shows 加载中 only after 200 ms', () => {
    render(<Loader />);
    act(() => jest.advanceTimersByTime(199));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toBe('加载中');
  });
});

describe('Empty and ErrorView', () => {
  it('says 暂无数据 by default', () => {
    render(<Empty />);
    expect(screen.getByText('暂无数据')).toBeTruthy();
  });
  it('offers 重试 that calls back', () => {
    const onRetry = jest.fn();
    render(<ErrorView message="网络不给力" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('网络不给力');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());
  it('shows text (never HTML) for 2 s and replaces the previous toast', () => {
    showToast('<b>保存成功</b>');
    const el = screen.getByRole('status');
    expect(el.textContent).toBe('<b>保存成功</b>');
    expect(el.querySelector('b')).toBeNull();
    showToast('已关注');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('status').textContent).toBe('已关注');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('Dialog and ActionSheet', () => {
  it('dialog is a labelled modal; confirm, cancel, mask and Escape work', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { rerender } = render(
      <Dialog open title="提示" onConfirm={onConfirm} onCancel={onCancel}>
        下载APP体验完整功能
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '提示' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    fireEvent.click(dialog);
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('dialog-mask'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(3);
    rerender(<Dialog open={false} title="提示" onConfirm={onConfirm} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('action sheet runs the chosen action and closes', () => {
    const onClose = jest.fn();
    const report = jest.fn();
    render(
      <ActionSheet open title="更多" actions={[{ label: '举报', onSelect: report, danger: true }]} onClose={onClose} />,
    );
    expect(screen.getByRole('dialog', { name: '更多' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '举报' }));
    expect(report).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('Tabs', () => {
  function Harness() {
    const [active, setActive] = useState<'js' | 'sg' | 'sc'>('js');
    return (
      <Tabs
        label="比分"
        active={active}
        onChange={setActive}
        items={[
          { key: 'js', label: '即时' },
          { key: 'sg', label: '赛果', badge: 120 },
          { key: 'sc', label: '赛程' },
        ]}
      />
    );
  }
  it('selects by click and arrow keys, caps badges at 99+', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: '比分' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '即时' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: '赛程' }));
    expect(screen.getByRole('tab', { name: '赛程' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: '赛程' }), { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: '即时' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(screen.getByRole('tab', { name: '即时' }), { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: /赛程/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('99+')).toBeTruthy();
  });
});

describe('Cell', () => {
  it('tappable cells are named buttons; static ones are not', () => {
    const onClick = jest.fn();
    render(
      <CellList label="设置">
        <Cell title="实名认证" value="未认证" onClick={onClick} />
        <Cell title="版本" value="1.0.0" />
      </CellList>,
    );
    fireEvent.click(screen.getByRole('button', { name: /实名认证/ }));
    expect(onClick).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /版本/ })).toBeNull();
    expect(screen.getByText('1.0.0')).toBeTruthy();
  });
});

describe('generated avatar and crest', () => {
  it('initials: first CJK character, or first letters of two latin words', () => {
    expect(initials('张三')).toBe('张');
    expect(initials('曼联', 2)).toBe('曼联');
    expect(initials('manchester united')).toBe('MU');
    expect(initials('  ')).toBe('?');
  });
  it('draws an inline SVG in a stable colour from the name, fetching nothing', () => {
    const { container } = render(
      <>
        <Avatar name="张三" />
        <TeamCrest name="皇家马德里" />
      </>,
    );
    expect(screen.getByRole('img', { name: '张三' }).textContent).toBe('张');
    expect(screen.getByRole('img', { name: '皇家马德里队徽' }).textContent).toBe('皇家');
    expect(screen.getByTestId('avatar-fill').getAttribute('fill')).toBe(paletteVar('张三'));
    expect(paletteVar('张三')).toMatch(/^var\(--kk-avatar-[0-7]\)$/);
    expect(paletteVar('皇家马德里')).toBe(paletteVar('皇家马德里'));
    expect(container.querySelector('img, image')).toBeNull();
  });
});

describe('NavBar', () => {
  it('shows the title and a named back button when asked', () => {
    const onBack = jest.fn();
    render(<NavBar title="比赛详情" showBack onBack={onBack} />);
    expect(screen.getByRole('heading', { name: '比赛详情' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalled();
  });
  it('hides back without history', () => {
    render(<NavBar title="首页" showBack={false} />);
    expect(screen.queryByRole('button', { name: '返回' })).toBeNull();
  });
});

describe('PullToRefresh', () => {
  it('refreshes after a pull past the threshold, not before', async () => {
    const onRefresh = jest.fn(() => Promise.resolve());
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>列表</p>
      </PullToRefresh>,
    );
    const area = screen.getByText('列表').parentElement!;
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 200 }] });
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    fireEvent.touchEnd(area);
    expect(onRefresh).not.toHaveBeenCalled();
    fireEvent.touchStart(area, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(area, { touches: [{ clientY: 230 }] });
    expect(screen.getByText('释放刷新')).toBeTruthy();
    await act(async () => {
      fireEvent.touchEnd(area);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });
});

describe('styles', () => {
  it('use colours only through theme variables and give touch targets 0.88rem', () => {
    const dir = __dirname;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.module.css'))) {
      const css = readFileSync(join(dir, file), 'utf8');
      expect({ file, literals: css.match(/#[0-9a-f]{3,8}\b|rgba?\(/gi) }).toEqual({ file, literals: null });
    }
    const buttons = ['tabs', 'cell', 'sheet', 'error-view', 'nav-bar'].map((f) =>
      readFileSync(join(dir, `${f}.module.css`), 'utf8'),
    );
    for (const css of buttons) expect(css).toContain('var(--kk-touch)');
  });
});
