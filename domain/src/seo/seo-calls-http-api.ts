import type { PageQuerySchema, ReadonlyStatic } from '@betshell/api-contract';
import type { SportsMapEntry } from './sports-map';
import type { SeoContentAnswer, SeoVisualAnswer } from './seo-texts';

/**
 * The SEO calls of spec section 7 whose paths the spec does not show (ours,
 * docs/seo-and-referrals.md).
 */
export const SEO_CALLS_API = {
  content: '/web-api/seo/content',
  visual: '/web-api/seo/visual',
  sportsMap: '/web-api/seo/sports-map',
} as const;

/** The part of the platform's HTTP client (axios) these calls use. */
export interface SeoCallsHttp {
  get<T>(url: string, options: { readonly params: Record<string, string> }): Promise<{ data: T }>;
}

export interface SeoCallsApi {
  content(url: string, lng: string): Promise<SeoContentAnswer>;
  visual(url: string, lng: string): Promise<SeoVisualAnswer>;
  /** The whole map, or the one sport `nameEng` names (an unknown one answers 404). */
  sportsMap(lng: string, nameEng?: string): Promise<readonly SportsMapEntry[]>;
}

export function createSeoCallsHttpApi(http: SeoCallsHttp): SeoCallsApi {
  return {
    async content(url, lng) {
      const params = { url, lng } satisfies Record<
        keyof ReadonlyStatic<typeof PageQuerySchema>,
        string
      >;
      return (await http.get<SeoContentAnswer>(SEO_CALLS_API.content, { params })).data;
    },
    async visual(url, lng) {
      const params = { url, lng } satisfies Record<
        keyof ReadonlyStatic<typeof PageQuerySchema>,
        string
      >;
      return (await http.get<SeoVisualAnswer>(SEO_CALLS_API.visual, { params })).data;
    },
    async sportsMap(lng, nameEng) {
      const params: Record<string, string> = nameEng === undefined ? { lng } : { lng, nameEng };
      return (await http.get<SportsMapEntry[]>(SEO_CALLS_API.sportsMap, { params })).data;
    },
  };
}
