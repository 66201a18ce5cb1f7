import { Injectable } from '@nestjs/common';
import { LANGUAGES } from '@contracts/language';
import { SHOP_SEARCH_KIND, type ShopText } from '@contracts/schemas/shop';
import { ProvidesSearch, SqlSearchSource, type SearchDocument } from '@server/modules/search/ports/search-source.port';
import { richTextPlainText } from '../../../common/security/rich-text';

interface GoodsRow {
  id: string;
  title: ShopText;
  description: ShopText;
  cover: string;
  created_at: Date;
}

/**
 * Goods on sale in search, one document per language of their title (a blank language falls back
 * to Simplified Chinese when read, so it is not indexed twice). The shop announces every change
 * (SearchDocumentsChanged after each admin write), so no rescan.
 */
@Injectable()
@ProvidesSearch()
export class GoodsSearchSource extends SqlSearchSource<GoodsRow> {
  readonly kind = SHOP_SEARCH_KIND;
  protected readonly select = `SELECT id, title, description, cover, created_at FROM shop_goods WHERE status = 'on_sale'`;

  protected toDocuments(r: GoodsRow): SearchDocument[] {
    return LANGUAGES.filter((lang) => r.title[lang]).map((lang) => ({
      kind: SHOP_SEARCH_KIND,
      id: r.id,
      language: lang,
      title: r.title[lang],
      text: richTextPlainText(r.description[lang] || r.description['zh-cn'] || ''),
      cover: r.cover,
      link: `/pages/goods/detail?id=${r.id}`,
      publishedAt: r.created_at,
    }));
  }
}
