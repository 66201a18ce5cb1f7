/**
 * Money in the app: the one formatter shared with the server's pages (`@contracts/money`, issue #36).
 * The symbol follows the amount's currency, not the language (docs/decisions/0136-money-and-visit-times.md).
 */
export { currencySymbol, formatDiscount, formatMoney } from '@contracts/money';
