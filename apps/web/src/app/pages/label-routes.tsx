import { useMemo } from 'react';
import { useSession } from '../../features/auth';
import { BoxTagPage, PriceTagPage, labelUserOf, type LabelUser } from '../../features/labels';

/** The labels user of the signed-in session. */
function useLabelUser(): LabelUser {
  const { payload } = useSession();
  return useMemo(() => labelUserOf(payload), [payload]);
}

/** /price-tag: an order's price tags, printed or downloaded. */
export function PriceTagRoute() {
  return <PriceTagPage user={useLabelUser()} />;
}

/** /box-tag: an order's box stamps, printed or downloaded. */
export function BoxTagRoute() {
  return <BoxTagPage user={useLabelUser()} />;
}
