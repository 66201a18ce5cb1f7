/**
 * Resources for the security sweeps (paywall, IDOR, fuzz): a catalogue everyone may read (an
 * exhibition with a ticket type, a contest with an approved entry, goods on sale) and, per user, one
 * of each thing a user owns — ticket orders (unpaid and paid, with its payment and ticket), a goods
 * order, an address, a cart line, a feedback, a message, a pending contest entry, a business
 * licence upload and, for authors,
 * a draft article. Private texts carry the user's marker, so a sweep can tell whose data an answer
 * carries.
 */
import { randomBytes } from 'node:crypto';
import type { Paged } from '@contracts/api';
import type { Ticket, TicketOrder } from '@contracts/schemas/commerce';
import type { FeedbackDto } from '@contracts/schemas/feedback';
import type { MessageDto } from '@contracts/schemas/messages';
import type { Cart } from '@contracts/schemas/shop';
import type { ApiClient } from '@test/setup/api';
import type { TestApp } from '@test/setup/harness';
import { createExhibition, payOrder, placeOrder, type ExhibitionFixture } from '../commerce/fixtures';
import { admin, approve, createContest, makeUsers, submitEntry } from '../contest/helpers';
import { LICENCE_REF_RE } from '@contracts/schemas/advertisers';
import { licence } from '../advertisers/helpers';
import { address, category, goods, text } from '../shop/helpers';

export interface Catalogue {
  admin: ApiClient;
  exhibition: ExhibitionFixture;
  contestId: string;
  /** An approved entry (public). */
  entryId: string;
  goodsId: string;
  skuId: string;
  /** The shop category the goods are in. */
  categoryId: string;
}

export async function catalogue(t: TestApp): Promise<Catalogue> {
  const adminClient = await admin(t);
  const exhibition = await createExhibition(t, { types: [{ quota: 1000, perOrderLimit: 10 }] });
  const contest = await createContest(adminClient);
  const [photographer] = await makeUsers(t, 1);
  const entry = await submitEntry(photographer!.client, contest.id, 'Approved reef');
  await approve(adminClient, entry.id);
  const shelf = await category(adminClient, text('脚蹼', 'Fins', '腳蹼'));
  const fins = await goods(adminClient, {
    categoryId: shelf.id,
    title: text('脚蹼', 'Fins', '腳蹼'),
    skus: [{ price: 52000, stock: 1000 }],
  });
  return {
    admin: adminClient,
    exhibition,
    contestId: contest.id,
    entryId: entry.id,
    goodsId: fins.id,
    skuId: fins.skus[0]!.id,
    categoryId: shelf.id,
  };
}

export interface Owned {
  /** A unique word in this user's private texts (feedback, address, pending entry, draft title). */
  marker: string;
  /** Ids by route kind (the path segment before the id, as the IDOR sweep names them); orders: every kind. */
  kinds: Record<string, Record<string, string>[]>;
  /** Ids by the query/body field that carries them. */
  fields: Record<string, string>;
  /** Every id of this user's private resources (an answer to someone else must carry none). */
  all: string[];
}

/** A unique marker word (letters and digits: survives every text field's rules). */
export const markerWord = (prefix: string) => `${prefix}${randomBytes(5).toString('hex')}`;

/** Waits until `fn` gives a truthy value (polls; fails after `ms`). */
async function until<T>(what: string, fn: () => Promise<T | undefined>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Gives `client` (logged in, holding a `__token__`) one of each owned resource. */
export async function ownResources(
  t: TestApp,
  client: ApiClient,
  cat: Catalogue,
  opts: { author?: boolean; marker?: string } = {},
): Promise<Owned> {
  const marker = opts.marker ?? markerWord('OWN');
  const typeId = cat.exhibition.ticketTypes[0]!.id;
  const unpaid = await placeOrder(client, typeId, 1);
  const paid = await placeOrder(client, typeId, 1);
  const { start } = await payOrder(t, client, paid);
  const ticket = (await client.get<Paged<Ticket>>(`/tickets?orderId=${paid.id}`)).data.items[0]!;
  const feedback = await client.post<FeedbackDto>('/feedback', { type: 'other', content: `Private note ${marker}` });
  if (feedback.code !== 1) throw new Error(`feedback: ${feedback.msg}`);
  const message = await until('a message', async () => (await client.get<Paged<MessageDto>>('/messages')).data.items[0]);
  const home = await address(client, { detail: `1 Reef Road ${marker}` });
  const cart = await client.post<Cart>('/cart/items', { skuId: cat.skuId, quantity: 1 });
  if (cart.code !== 1) throw new Error(`cart: ${cart.msg}`);
  const line = cart.data.lines[0]!.id;
  const parcel = await client.post<TicketOrder>('/shop/orders', { lines: [{ skuId: cat.skuId, quantity: 1 }], addressId: home.id });
  if (parcel.code !== 1) throw new Error(`goods order: ${parcel.msg}`);
  // the cart line again (placing the order may have emptied it)
  const again = await client.post<Cart>('/cart/items', { skuId: cat.skuId, quantity: 1 });
  const cartLine = again.data.lines[0]?.id ?? line;
  const work = await submitEntry(client, cat.contestId, `Pending ${marker}`);
  const licenceId = LICENCE_REF_RE.exec(await licence(client))![1]!; // a private upload
  const order = (o: TicketOrder) => ({ id: o.id, number: o.number });
  const kinds: Owned['kinds'] = {
    orders: [order(unpaid), order(paid), order(parcel.data)],
    tickets: [{ id: ticket.id }],
    messages: [{ id: message.id }],
    feedback: [{ id: feedback.data.id }],
    'me/addresses': [{ id: home.id }],
    items: [{ id: cartLine }],
    entries: [{ id: work.id }],
    checkout: [{ paymentId: start.paymentId }],
    licences: [{ id: licenceId }],
  };
  const fields: Owned['fields'] = { orderId: paid.id, addressId: home.id, paymentId: start.paymentId, entryId: work.id };
  if (opts.author) {
    const draft = await client.post<{ id: string }>('/me/articles', {
      title: `Draft ${marker}`,
      cover: '/uploads/test/cover.jpg',
      body: `<p>A draft only its author may read ${marker}.</p>`,
      category: 'training',
      language: 'en-us',
    });
    if (draft.code !== 1) throw new Error(`draft: ${draft.msg}`);
    kinds['me/articles'] = [{ id: draft.data.id }];
    fields['translationOf'] = draft.data.id;
  }
  const all = [...new Set(Object.values(kinds).flatMap((vs) => vs.flatMap((v) => Object.values(v))))];
  return { marker, kinds, fields, all };
}
