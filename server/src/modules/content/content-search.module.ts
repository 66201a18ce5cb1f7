import { Module } from '@nestjs/common';
import { ArticleSearchSource } from './search/article.source';
import { IssueSearchSource } from './search/issue.source';
import { MagazineSearchSource } from './search/magazine.source';

/**
 * Content's search sources (articles, magazines, issues), found by search through
 * `@ProvidesSearch()`. A module of their own so that content.module.ts stays with its authors;
 * the sources read only content's tables.
 */
@Module({ providers: [ArticleSearchSource, MagazineSearchSource, IssueSearchSource] })
export class ContentSearchModule {}
