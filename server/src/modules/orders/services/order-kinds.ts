import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Language } from '@contracts/language';
import type { Order, OrderKind } from '@contracts/schemas/orders';
import { SellsOrderKind, type OrderKindHandler, type OrderKindView, type OrderRecord } from '../ports/order-kind.port';
import { toOrder } from './order.mapper';

/**
 * The kinds this app sells: every provider marked `@SellsOrderKind()`, found at start. Two
 * handlers for one kind, or two kinds with one number letter, fail the start.
 */
@Injectable()
export class OrderKinds implements OnModuleInit {
  private readonly byKind = new Map<OrderKind, OrderKindHandler>();

  constructor(private readonly discovery: DiscoveryService) {}

  onModuleInit() {
    for (const wrapper of this.discovery.getProviders({ metadataKey: SellsOrderKind.KEY })) {
      this.register(wrapper.instance as OrderKindHandler);
    }
  }

  private register(handler: OrderKindHandler) {
    if (this.byKind.has(handler.kind)) throw new Error(`two handlers for order kind '${handler.kind}'`);
    if (!/^[A-Z]$/.test(handler.letter)) throw new Error(`order kind '${handler.kind}': the number letter must be one capital letter`);
    const same = [...this.byKind.values()].find((h) => h.letter === handler.letter);
    if (same) throw new Error(`order kinds '${same.kind}' and '${handler.kind}' share the number letter ${handler.letter}`);
    this.byKind.set(handler.kind, handler);
  }

  /** Does a registered handler sell `kind`? (A kind's name on a route is checked here.) */
  has(kind: string): kind is OrderKind {
    return this.byKind.has(kind as OrderKind);
  }

  get(kind: OrderKind): OrderKindHandler {
    const handler = this.byKind.get(kind);
    if (!handler) throw new Error(`no handler for order kind '${kind}'`);
    return handler;
  }

  /** Orders as the API shows them, in the given order: one `present` call per kind. */
  async show(orders: readonly OrderRecord[], lang: Language, now = new Date()): Promise<Order[]> {
    const views = new Map<string, OrderKindView<object>>();
    const kinds = [...new Set(orders.map((o) => o.kind))];
    await Promise.all(
      kinds.map(async (kind) => {
        const shown = await this.get(kind).present(
          orders.filter((o) => o.kind === kind),
          lang,
          now,
        );
        for (const [id, view] of shown) views.set(id, view);
      }),
    );
    return orders.map((o) => {
      const view = views.get(o.id);
      if (!view) throw new Error(`order ${o.id} (${o.kind}) has no view: its kind's row is missing`);
      // Each kind's handler presents the details its contract declared (OrderKinds[kind]).
      return toOrder(o, view, now) as Order;
    });
  }
}
