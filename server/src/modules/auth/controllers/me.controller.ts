import { Controller, Delete, Get, Patch, Post, Req } from '@nestjs/common';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  bindPhoneSchema,
  changePasswordSchema,
  changePhoneSchema,
  type BindPhoneInput,
  type ChangePasswordInput,
  type ChangePhoneInput,
} from '@contracts/schemas/auth';
import {
  avatarResultDtoSchema,
  deletionRequestDtoSchema,
  deletionRequestSchema,
  updateProfileSchema,
  userDtoSchema,
  type DeletionRequestInput,
  type UpdateProfileInput,
} from '@contracts/schemas/profile';
import { avatarFormSchema } from '@contracts/schemas/reference';
import { AppConfig } from '@server/config/app-config';
import { Auth, Idempotent, ZBody, ZMultipart, ZResponse } from '@server/common/http/decorators';
import type { AuthContext } from '@server/common/http/request-context';
import { readUpload } from '@server/common/http/multipart';
import { AuthService } from '../services/auth.service';
import { DeletionService } from '../services/deletion.service';
import { ProfileService } from '../services/profile.service';
import { ReauthService } from '../services/reauth.service';

@Controller()
export class MeController {
  constructor(
    private readonly profile: ProfileService,
    private readonly auth: AuthService,
    private readonly deletion: DeletionService,
    private readonly reauth: ReauthService,
    private readonly config: AppConfig,
  ) {}

  @Get('me')
  @ZResponse(userDtoSchema, 'My profile')
  me(@Auth() auth: AuthContext) {
    return this.profile.get(auth.userId);
  }

  @Patch('me')
  @ZResponse(userDtoSchema, 'Edit my profile')
  update(@Auth() auth: AuthContext, @ZBody(updateProfileSchema) body: UpdateProfileInput) {
    return this.profile.update(auth.userId, body);
  }

  @Post('me/avatar')
  @ZMultipart(avatarFormSchema)
  @ZResponse(avatarResultDtoSchema, 'Upload my avatar (cropped to a 300×300 JPEG)')
  async avatar(@Auth() auth: AuthContext, @Req() req: FastifyRequest) {
    const { buffer } = await readUpload(req, this.config.raw.UPLOAD_MAX_BYTES);
    return this.profile.setAvatar(auth.userId, buffer);
  }

  @Post('auth/password/change')
  @ZResponse(z.null(), 'Change my password (my other sessions end)')
  async changePassword(@Auth() auth: AuthContext, @ZBody(changePasswordSchema) body: ChangePasswordInput) {
    await this.auth.changePassword(auth, body);
    return null;
  }

  /** New phone + its code, and re-authentication (current password or a `reauth` code to the current phone/e-mail). */
  @Post('me/phone')
  @ZResponse(userDtoSchema, 'Change my phone number')
  changePhone(@Auth() auth: AuthContext, @ZBody(changePhoneSchema) body: ChangePhoneInput, @Req() req: FastifyRequest) {
    return this.auth.changePhone(auth, body, req.ip);
  }

  /** A first phone for an account without one: the phone + its code, and re-authentication as for a change. */
  @Post('me/phone/bind')
  @ZResponse(userDtoSchema, 'Bind a phone number to my account (it has none)')
  bindPhone(@Auth() auth: AuthContext, @ZBody(bindPhoneSchema) body: BindPhoneInput, @Req() req: FastifyRequest) {
    return this.auth.bindPhone(auth, body, req.ip);
  }

  /** Deletion request, after re-authentication (current password or a `delete` code to the current phone/e-mail). */
  @Post('me/deletion')
  @ZResponse(deletionRequestDtoSchema, 'Apply for the deletion of my account')
  @Idempotent()
  async applyForDeletion(@Auth() auth: AuthContext, @ZBody(deletionRequestSchema) body: DeletionRequestInput, @Req() req: FastifyRequest) {
    await this.reauth.confirm(auth, body, 'delete', req.ip);
    return this.deletion.apply(auth.userId, body);
  }

  @Get('me/deletion')
  @ZResponse(deletionRequestDtoSchema.nullable(), 'My latest account-deletion application (null: none)')
  deletionState(@Auth() auth: AuthContext) {
    return this.deletion.latest(auth.userId);
  }

  @Delete('me/deletion')
  @ZResponse(deletionRequestDtoSchema, 'Withdraw my open account-deletion application')
  cancelDeletion(@Auth() auth: AuthContext) {
    return this.deletion.cancel(auth.userId);
  }
}
