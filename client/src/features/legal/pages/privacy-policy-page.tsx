import { LegalDocument } from '@client/features/legal/components/legal-document';

export default function PrivacyPolicyPage() {
  return <LegalDocument ns="legal.privacy" testId="privacy-policy-page" />;
}
