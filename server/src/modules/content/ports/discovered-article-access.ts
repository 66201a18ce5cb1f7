import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { DefaultArticleAccess } from '../services/default-article-access';
import {
  ProvidesArticleAccess,
  type AccessDecision,
  type AccessSubject,
  type ArticleAccess,
  type KnownReader,
} from './article-access.port';

/**
 * What content binds to `ARTICLE_ACCESS`: the default rule (unlocked articles, authors, admins,
 * guests), then, for what it would cut for a logged-in reader, the provider marked
 * `@ProvidesArticleAccess()` (membership) when the app has one. Two such providers fail the start.
 */
@Injectable()
export class DiscoveredArticleAccess implements ArticleAccess, OnModuleInit {
  private provider: ArticleAccess | null = null;

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly fallback: DefaultArticleAccess,
  ) {}

  onModuleInit() {
    const found = this.discovery.getProviders({ metadataKey: ProvidesArticleAccess.KEY }).map((w) => w.instance as ArticleAccess);
    if (found.length > 1) throw new Error('two providers of @ProvidesArticleAccess()');
    this.provider = found[0] ?? null;
  }

  async decide(viewerId: string | null, articles: readonly AccessSubject[], known?: KnownReader): Promise<Map<string, AccessDecision>> {
    const out = await this.fallback.decide(viewerId, articles, known);
    if (!this.provider || viewerId === null) return out;
    const cut = articles.filter((a) => !out.get(a.id)?.full);
    if (!cut.length) return out;
    const more = await this.provider.decide(viewerId, cut, known);
    for (const [id, d] of more) out.set(id, d);
    return out;
  }
}
