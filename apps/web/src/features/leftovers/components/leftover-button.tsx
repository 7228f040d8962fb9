import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LeftoverModal } from './leftover-modal';

/** The order's leftover (resto/sobra) button and its modal. */
export function LeftoverButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {t('leftovers.button')}
      </Button>
      <LeftoverModal orderId={orderId} opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
