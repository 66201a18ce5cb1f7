import { DiscoveryService } from '@nestjs/core';
import type { Role } from '@contracts/api';
import type { UnlockHint } from '@contracts/schemas/content';

/** Injection token of the paywall's decision (membership, issue #22, provides a real one). */
export const ARTICLE_ACCESS = Symbol('ARTICLE_ACCESS');

/** One article as the decision needs it. `authorId` lets the default let authors read their own. */
export interface AccessSubject {
  id: string;
  /** The article's translation group: an unlock opens every version of it (one article to the reader). */
  groupId: string;
  locked: boolean;
  authorId?: string;
}

export interface KnownReader {
  roles?: readonly Role[];
}

export interface AccessDecision {
  /** The reader may receive the whole body. */
  full: boolean;
  /** What would unlock it (only when not full). */
  unlock?: UnlockHint;
}

/**
 * Who may read a locked article in full. Content asks it for every article it answers with a body
 * (detail) and for the `locked` flags of lists; only the server ever cuts a body to its preview.
 */
export interface ArticleAccess {
  /** `known`: what the request already knows of the reader (their session's roles), so a provider need not look it up. */
  decide(viewerId: string | null, articles: readonly AccessSubject[], known?: KnownReader): Promise<Map<string, AccessDecision>>;
}

/**
 * Marks the one provider (membership's) that decides for locked articles beyond content's own rule.
 * Content finds it at start (Nest's DiscoveryService, as orders finds `@SellsOrderKind()`); without
 * one the default decides alone. The provider is asked only about what the default would cut: a
 * logged-in reader who is neither the article's author nor an admin (guests are told to log in).
 */
export const ProvidesArticleAccess = DiscoveryService.createDecorator<Record<string, never>>();
