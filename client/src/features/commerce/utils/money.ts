/** unit price × quantity − discount, never below zero (what the server charges). */
export function orderTotal(unitPrice: number, quantity: number, discount: number): number {
  return Math.max(0, unitPrice * quantity - discount);
}
