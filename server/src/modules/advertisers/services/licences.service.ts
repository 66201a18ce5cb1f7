import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { UploadDto } from '@contracts/api';
import { LICENCE_REF_RE, licenceRef } from '@contracts/schemas/advertisers';
import { AppException } from '@server/common/errors/app.exception';
import type { AuthContext } from '@server/common/http/request-context';
import { ImageService } from '@server/infra/images/image.service';
import { StorageService } from '@server/infra/storage/storage';
import { AdLicenceEntity } from '../entities/licence.entity';

/** Who may read any applicant's licence: those who review applications. */
const REVIEWERS = ['admin', 'customer_service'] as const;

/**
 * Business licences (#37, decision 0140): uploaded into private storage with their uploader
 * recorded; read back only by the uploader and reviewers (anyone else: 404, as for an id that
 * does not exist); an application attaches only a licence its applicant uploaded.
 */
@Injectable()
export class LicencesService {
  constructor(
    @InjectRepository(AdLicenceEntity) private readonly licences: Repository<AdLicenceEntity>,
    private readonly images: ImageService,
    private readonly storage: StorageService,
  ) {}

  async upload(userId: string, input: Buffer): Promise<UploadDto> {
    const stored = await this.images.storePrivate(input, 'licences');
    const id = randomUUID();
    await this.licences.insert({ id, userId, key: stored.key, contentType: stored.type });
    return { url: licenceRef(id), fullurl: licenceRef(id) };
  }

  /** The picture for its uploader or a reviewer; null (a 404) for anyone else or an unknown id. */
  async read(id: string, auth: AuthContext): Promise<{ data: Buffer; type: string } | null> {
    const row = await this.licences.findOneBy({ id });
    if (!row) return null;
    const reviewer = auth.roles.some((r) => (REVIEWERS as readonly string[]).includes(r));
    if (row.userId !== auth.userId && !reviewer) return null;
    const data = await this.storage.get(row.key);
    return data ? { data, type: row.contentType } : null;
  }

  /** Refuses a licence reference that is not one this user uploaded (another user's, unknown, or a public path). */
  async checkOwn(userId: string, ref: string): Promise<void> {
    const id = LICENCE_REF_RE.exec(ref)?.[1];
    const own = id ? await this.licences.existsBy({ id, userId }) : false;
    if (!own) throw AppException.field('licenseImage', 'v.advertiser.licenseImage.not_uploaded');
  }
}
