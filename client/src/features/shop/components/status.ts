import type { GoodsStatus } from '@contracts/schemas/shop';

/** The status tags' colours (AA contrast on white). */
export const STATUS_COLOURS: Record<GoodsStatus, string> = { draft: '#595959', on_sale: '#007a50', off_shelf: '#b3261e' };
