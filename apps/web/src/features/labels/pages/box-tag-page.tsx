import type { SessionUser } from '../../../lib/session-user';
import { useBoxStampItems } from '../api/box-stamp-items';
import { BoxStampForm } from '../components/box-stamp-form';
import { LabelPage } from '../components/label-page-shell';

export interface BoxTagPageProps {
  user: SessionUser;
}

/** /box-tag: an order's box stamps (one per box), printed on the local Zebra printer or downloaded. */
export function BoxTagPage({ user }: BoxTagPageProps) {
  return <LabelPage user={user} kind="boxTag" useItems={useBoxStampItems} Form={BoxStampForm} />;
}
