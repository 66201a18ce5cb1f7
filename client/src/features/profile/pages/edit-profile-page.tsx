import type { Gender, UserDto } from '@contracts/api';
import { BIO_MAX, NICKNAME_MAX, updateProfileSchema, type UpdateProfileInput } from '@contracts/schemas/profile';
import { Avatar, Form, List, Skeleton } from 'antd-mobile';
import { PictureOutline, UserCircleOutline } from 'antd-mobile-icons';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormCard, SubmitButton } from '@client/components/form-card';
import { PageLayout } from '@client/components/page-layout';
import { TextAreaField } from '@client/components/text-area-field';
import { TextField } from '@client/components/text-field';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { uploadImages } from '@client/lib/upload';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { useAreas } from '@client/features/profile/api/get-areas';
import { useMe } from '@client/features/profile/api/get-me';
import { useUpdateProfile } from '@client/features/profile/api/update-profile';
import { useUploadAvatar } from '@client/features/profile/api/upload-avatar';
import { AvatarCropper } from '@client/features/profile/components/avatar-cropper';
import { AreaField, BirthdayField, GenderField } from '@client/features/profile/components/picker-fields';
import { findAreaPath, pathToRegionCity } from '@client/features/profile/utils/areas';
import '@client/features/profile/profile.css';

type Values = { nickname?: string; gender?: Gender; birthday?: string | null; bio?: string; area?: string[] };
const FIELDS = ['nickname', 'gender', 'birthday', 'bio', 'region', 'city', 'avatar', 'background'] as const;

/** Only the fields that differ from the stored profile. */
function changedFields(user: UserDto, v: Values): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if ((v.nickname ?? '') !== user.nickname) patch.nickname = v.nickname ?? '';
  if (v.gender && v.gender !== user.gender) patch.gender = v.gender;
  if ((v.birthday ?? null) !== user.birthday) patch.birthday = v.birthday ?? null;
  const bio = (v.bio ?? '').trim();
  if (bio !== (user.bio ?? '')) patch.bio = bio === '' ? null : bio;
  if (v.area && v.area.length > 0) {
    const { region, city } = pathToRegionCity(v.area);
    if (region !== user.region) patch.region = region;
    if (city !== user.city) patch.city = city;
  }
  return patch;
}

function ProfileForm({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const areas = useAreas();
  const update = useUpdateProfile();

  useEffect(() => {
    if (!areas.data || form.isFieldTouched('area')) return;
    const path = findAreaPath(areas.data, user.city ?? user.region).map((n) => n.code);
    form.setFieldValue('area', path);
  }, [areas.data, form, user.city, user.region]);

  const submit = useThrottledAction(() => {
    const patch = changedFields(user, form.getFieldsValue());
    const valid = validateForm(form, updateProfileSchema, patch, FIELDS);
    if (!valid) return;
    update.mutate(valid as UpdateProfileInput, {
      onSuccess: () => notify({ key: 'profile.edit.saved' }),
      onError: (error) => reportSubmitError(error, form, FIELDS),
    });
  });

  return (
    <FormCard
      form={form}
      name="profile"
      layout="horizontal"
      initialValues={{
        nickname: user.nickname,
        gender: user.gender,
        birthday: user.birthday,
        bio: user.bio ?? '',
        area: [],
      }}
      onFinish={submit}
      footer={<SubmitButton label={t('common.save')} testId="profile-save" loading={update.isPending} />}
    >
      <Form.Item name="nickname" label={t('profile.fields.nickname')} required>
        <TextField testId="nickname-input" maxLength={NICKNAME_MAX} placeholder={t('profile.edit.nicknamePlaceholder')} />
      </Form.Item>
      <Form.Item name="gender" label={t('profile.fields.gender')}>
        <GenderField />
      </Form.Item>
      <Form.Item name="birthday" label={t('profile.fields.birthday')}>
        <BirthdayField />
      </Form.Item>
      <Form.Item name="area" label={t('profile.fields.region')}>
        <AreaField areas={areas.data ?? []} loading={areas.isLoading} />
      </Form.Item>
      <Form.Item name="bio" label={t('profile.fields.bio')} layout="vertical">
        <TextAreaField testId="bio-input" maxLength={BIO_MAX} placeholder={t('profile.edit.bioPlaceholder')} />
      </Form.Item>
    </FormCard>
  );
}

function ImageEditors({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  const [cropSrc, setCropSrc] = useState<string | null>(null);
  const avatar = useUploadAvatar();
  const update = useUpdateProfile();
  const [bgBusy, setBgBusy] = useState(false);

  const closeCropper = () => {
    if (cropSrc) URL.revokeObjectURL(cropSrc);
    setCropSrc(null);
  };

  const pickAvatar = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      notify({ key: 'profile.edit.notImage' });
      return;
    }
    setCropSrc(URL.createObjectURL(file));
  };

  const pickBackground = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setBgBusy(true);
    try {
      const [uploaded] = await uploadImages(files.slice(0, 1));
      if (uploaded) {
        update.mutate(
          { background: uploaded.url },
          { onSuccess: () => notify({ key: 'profile.edit.backgroundSaved' }), onError: (e) => reportSubmitError(e) },
        );
      }
    } finally {
      setBgBusy(false);
    }
  };

  return (
    <>
      <div className="avatar-editor">
        <Avatar
          src={user.avatar ?? ''}
          fallback={<UserCircleOutline fontSize={88} color="#b0b4bd" aria-hidden />}
          alt={t('profile.avatarAlt', { name: user.nickname })}
        />
        <label className="file-picker">
          <PictureOutline aria-hidden />
          {avatar.isPending ? t('upload.uploading') : t('profile.edit.changeAvatar')}
          <input type="file" accept="image/*" data-testid="avatar-input" onChange={pickAvatar} />
        </label>
      </div>
      <List header={t('profile.fields.background')} className="form-card">
        <List.Item>
          <div
            className="background-preview"
            role="img"
            aria-label={t('profile.fields.background')}
            style={user.background ? { backgroundImage: `url("${user.background}")` } : undefined}
          />
          <div style={{ marginTop: 10 }}>
            <label className="file-picker">
              <PictureOutline aria-hidden />
              {bgBusy ? t('upload.uploading') : t('profile.edit.changeBackground')}
              <input type="file" accept="image/*" data-testid="background-input" onChange={(e) => void pickBackground(e)} />
            </label>
          </div>
        </List.Item>
      </List>
      <AvatarCropper
        src={cropSrc}
        busy={avatar.isPending}
        onCancel={closeCropper}
        onCropped={(jpeg) =>
          avatar.mutate(jpeg, {
            onSuccess: () => {
              notify({ key: 'profile.edit.avatarSaved' });
              closeCropper();
            },
            onError: (e) => reportSubmitError(e),
          })
        }
      />
    </>
  );
}

export default function EditProfilePage() {
  const { t } = useTranslation();
  const me = useMe();
  const user = me.data;
  return (
    <PageLayout title={t('profile.edit.title')} testId="edit-profile-page">
      {user ? (
        <>
          <ImageEditors user={user} />
          <ProfileForm key={user.id} user={user} />
        </>
      ) : (
        <div style={{ padding: 16 }}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
        </div>
      )}
    </PageLayout>
  );
}
