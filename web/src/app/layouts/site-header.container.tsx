import { useRegions } from '../../features/masters/api/use-regions.query';
import { hasNotice } from '../../features/notifications/api/unread-counters.api';
import { useUnreadCounters } from '../../features/notifications/api/use-unread-counters.query';
import { SearchBox } from '../../features/property-search/components/search-box';
import { SiteHeader } from '../../features/layout/components/site-header';
import { selectIsSignedIn, useSessionStore } from '../../features/session/stores/session.store';
import { SITE_NAME } from '../../ui/site.constants';

export const SITE_TAGLINE = '空き家・土地の個人間売買';

export function SiteHeaderContainer() {
  const signedIn = useSessionStore(selectIsSignedIn);
  const counters = useUnreadCounters(signedIn);
  const regions = useRegions();

  return (
    <SiteHeader
      siteName={SITE_NAME}
      tagline={SITE_TAGLINE}
      signedIn={signedIn}
      showNoticeDot={signedIn && hasNotice(counters)}
      badges={{
        todo: counters.todo_list_unread,
        news: counters.news_unread,
        messages: counters.message_unread,
      }}
      renderSearch={(onSearched) => <SearchBox areas={regions} onSearched={onSearched} />}
    />
  );
}
