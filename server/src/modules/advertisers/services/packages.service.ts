import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { Language } from '@contracts/language';
import type { AdPackageAdminDto, AdPackageDto, PackageInput, UpdatePackageInput } from '@contracts/schemas/advertisers';
import { AppException } from '@server/common/errors/app.exception';
import { AdPackageEntity } from '../entities/ad-package.entity';
import { AdCampaignEntity } from '../entities/campaign.entity';
import { packageAdminDto, packageDto } from './advertiser-views';

const ORDER = { slot: 'ASC', days: 'ASC', price: 'ASC' } as const;

/** Placement packages: the active ones for buyers, all of them for admins. */
@Injectable()
export class PackagesService {
  constructor(
    @InjectRepository(AdPackageEntity) private readonly packages: Repository<AdPackageEntity>,
    @InjectRepository(AdCampaignEntity) private readonly campaigns: Repository<AdCampaignEntity>,
  ) {}

  async active(lang: Language): Promise<AdPackageDto[]> {
    return (await this.packages.find({ where: { active: true }, order: ORDER })).map((p) => packageDto(p, lang));
  }

  async all(lang: Language): Promise<AdPackageAdminDto[]> {
    return (await this.packages.find({ order: ORDER })).map((p) => packageAdminDto(p, lang));
  }

  private async found(id: string): Promise<AdPackageEntity> {
    const p = await this.packages.findOneBy({ id });
    if (!p) throw AppException.notFound();
    return p;
  }

  async create(input: PackageInput, lang: Language): Promise<AdPackageAdminDto> {
    const saved = await this.packages.save(this.packages.create(input));
    return packageAdminDto(await this.found(saved.id), lang);
  }

  /** Price and days changes apply to later orders only (a campaign keeps what its order bought). */
  async update(id: string, input: UpdatePackageInput, lang: Language): Promise<AdPackageAdminDto> {
    await this.found(id);
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    await this.packages.update({ id }, changes);
    return packageAdminDto(await this.found(id), lang);
  }

  /** Only a package never bought is deleted; one with campaigns is refused (`e.advertisers.package_in_use`): the admin takes it off sale instead. */
  async remove(id: string): Promise<{ deleted: 1 }> {
    await this.found(id);
    if (await this.campaigns.exists({ where: { packageId: id } })) throw AppException.fail('e.advertisers.package_in_use');
    await this.packages.delete({ id });
    return { deleted: 1 };
  }
}
