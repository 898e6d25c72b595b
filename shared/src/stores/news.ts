/** docs/product.md §3 client group "news": navigation columns and the type info of the list and detail. */
import { create } from 'zustand';
import type { NewsColumn, NewsDetail, NewsItem } from '../contracts/news';

export interface NewsState {
  navList: NewsColumn[];
  typeInfo: { column: number; list: NewsItem[] } | null;
  typeInfoDetail: NewsDetail | null;
  setNavList: (navList: NewsColumn[]) => void;
  setTypeInfo: (typeInfo: NewsState['typeInfo']) => void;
  setTypeInfoDetail: (detail: NewsDetail | null) => void;
}

export const useNewsStore = create<NewsState>()((set) => ({
  navList: [],
  typeInfo: null,
  typeInfoDetail: null,
  setNavList: (navList) => set({ navList }),
  setTypeInfo: (typeInfo) => set({ typeInfo }),
  setTypeInfoDetail: (typeInfoDetail) => set({ typeInfoDetail }),
}));
