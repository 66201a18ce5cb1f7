import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TextField } from '@client/components/text-field';
import { ImageUploadField } from '@client/features/advertisers/components/image-upload-field';

export type CreativeValues = { image?: string; title?: string; link?: string };
export const CREATIVE_FIELDS = ['image', 'title', 'link'] as const;

export function creativeBody(v: CreativeValues) {
  return { image: (v.image ?? '').trim(), title: (v.title ?? '').trim(), link: (v.link ?? '').trim() };
}

/** An ad's creative: image (upload with progress), title, link (`https:` or an in-app page). */
export function CreativeFields({ imageUrl }: { imageUrl?: string | null }) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item name="image" label={t('advertisers.packages.image')}>
        <ImageUploadField
          testId="ad-creative"
          displayUrl={imageUrl}
          addLabel={t('advertisers.packages.image')}
          alt={t('advertisers.packages.image')}
        />
      </Form.Item>
      <Form.Item name="title" label={t('advertisers.packages.adTitle')}>
        <TextField testId="ad-creative-title" maxLength={60} />
      </Form.Item>
      <Form.Item name="link" label={t('advertisers.packages.link')} help={t('advertisers.packages.linkHint')}>
        <TextField testId="ad-creative-link" maxLength={500} inputMode="url" placeholder="https://" />
      </Form.Item>
    </>
  );
}
