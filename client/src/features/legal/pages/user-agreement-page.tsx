import { LegalDocument } from '@client/features/legal/components/legal-document';

export default function UserAgreementPage() {
  return <LegalDocument ns="legal.userAgreement" testId="user-agreement-page" />;
}
