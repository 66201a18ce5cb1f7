import type { ShopCategoryDto } from '@contracts/schemas/shop';
import { useTranslation } from 'react-i18next';

type Props = { tree: readonly ShopCategoryDto[]; value: string | undefined; onChange: (id: string | undefined) => void };

/** The path from a root to the category (empty when it is not in the tree). */
export function categoryPath(tree: readonly ShopCategoryDto[], id: string | undefined): ShopCategoryDto[] {
  if (!id) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

function ChipRow({
  label,
  all,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  all: { label: string; id: string | undefined };
  options: readonly ShopCategoryDto[];
  value: string | undefined;
  onChange: (id: string | undefined) => void;
  testId: string;
}) {
  return (
    <div className="shop-chips" role="group" aria-label={label} data-testid={testId}>
      {[{ id: all.id, name: all.label }, ...options].map((c) => (
        <button
          key={c.id ?? 'all'}
          type="button"
          className={value === c.id ? 'shop-chip shop-chip--on' : 'shop-chip'}
          aria-pressed={value === c.id}
          onClick={() => onChange(c.id)}
          data-testid="category-chip"
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}

/**
 * The category tree as rows of chips: the roots, then the children of the chosen category at each
 * level ("All" of a level chooses its parent; the list includes every category below the chosen one).
 */
export function CategoryChips({ tree, value, onChange }: Props) {
  const { t } = useTranslation();
  const path = categoryPath(tree, value);
  const rows = [
    <ChipRow
      key="root"
      label={t('shop.filters.category')}
      all={{ label: t('shop.filters.all'), id: undefined }}
      options={tree}
      value={path[0]?.id}
      onChange={onChange}
      testId="category-chips"
    />,
  ];
  path.forEach((node, i) => {
    if (node.children.length === 0) return;
    rows.push(
      <ChipRow
        key={node.id}
        label={t('shop.filters.under', { name: node.name })}
        all={{ label: t('shop.filters.allOf', { name: node.name }), id: node.id }}
        options={node.children}
        value={path[i + 1]?.id ?? node.id}
        onChange={onChange}
        testId={`category-chips-${i + 1}`}
      />,
    );
  });
  return <div className="shop-categories">{rows}</div>;
}
