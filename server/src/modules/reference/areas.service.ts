import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AreaNode } from '@contracts/api';
import type { Language } from '@contracts/language';
import { AreaEntity } from './entities/area.entity';

/** The area tree, built once per language and kept in memory (reference data). */
@Injectable()
export class AreasService {
  private readonly trees = new Map<Language, Promise<AreaNode[]>>();

  constructor(@InjectRepository(AreaEntity) private readonly areas: Repository<AreaEntity>) {}

  tree(lang: Language): Promise<AreaNode[]> {
    let tree = this.trees.get(lang);
    if (!tree) {
      tree = this.build(lang);
      tree.catch(() => this.trees.delete(lang));
      this.trees.set(lang, tree);
    }
    return tree;
  }

  private async build(lang: Language): Promise<AreaNode[]> {
    const rows = await this.areas.find({ order: { level: 'ASC', sort: 'ASC' } });
    const name = (r: AreaEntity) => (lang === 'en-us' ? r.nameEnUs : lang === 'zh-hant' ? r.nameZhHant : r.nameZhCn);
    const nodes = new Map<string, AreaNode>();
    const roots: AreaNode[] = [];
    for (const r of rows) {
      const node: AreaNode = { code: r.code, name: name(r) };
      nodes.set(r.code, node);
      const parent = r.parentCode ? nodes.get(r.parentCode) : undefined;
      if (parent) (parent.children ??= []).push(node);
      else roots.push(node);
    }
    return roots;
  }
}
