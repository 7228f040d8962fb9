import { useTranslation } from 'react-i18next';
import { ListFooter as SharedListFooter, type ListFooterProps } from '../../../components/ui/list-footer';

/** The shared list footer with the conciliation list's words. */
export function ListFooter(props: Omit<ListFooterProps, 'texts'>) {
  const { t } = useTranslation();
  const texts = {
    loading: t('conciliationList.list.loading'),
    error: t('conciliationList.list.error'),
    retry: t('conciliationList.list.retry'),
    empty: t('conciliationList.list.empty'),
    loadMore: t('conciliationList.list.loadMore'),
    end: t('conciliationList.list.end'),
  };
  return <SharedListFooter {...props} texts={texts} />;
}
