import { Table, type TableScrollContainerProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface ScrollRegionProps {
  /** the region's name, the same as its table's */
  label: string;
  minWidth: TableScrollContainerProps['minWidth'];
  maxHeight?: TableScrollContainerProps['maxHeight'];
  /** the browser's own scrollbars unless told otherwise */
  type?: TableScrollContainerProps['type'];
  children: ReactNode;
}

/** A wide table's scroll box: focusable and named as a region, so keyboard users can scroll the columns that do not fit. */
export function ScrollRegion({ label, minWidth, maxHeight, type = 'native', children }: ScrollRegionProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight={maxHeight}
      type={type}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
