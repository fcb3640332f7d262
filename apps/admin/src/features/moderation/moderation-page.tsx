import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../../ui/page-header';
import { CommentsPanel } from './comments-panel';
import { PostsPanel } from './posts-panel';
import { UsersPanel } from './users-panel';

/** A tab another feature adds to the area (the app composes them: features do not import each other). */
export interface ModerationTab {
  label: string;
  panel: ReactNode;
}

/**
 * Moderation: search posts and comments by text and user, hide or delete them; mute or ban users; and
 * whatever tabs the app adds after them (the report review queue).
 */
export default function ModerationPage({ more = [] }: { more?: ModerationTab[] }) {
  const tabs: ModerationTab[] = [
    { label: '帖子', panel: <PostsPanel /> },
    { label: '评论', panel: <CommentsPanel /> },
    { label: '用户', panel: <UsersPanel /> },
    ...more,
  ];
  return (
    <>
      <PageHeader title="内容审核" />
      <TabGroup>
        <TabList className="mb-4 flex gap-1 rounded-lg bg-card p-1 shadow-card sm:w-fit">
          {tabs.map((t) => (
            <Tab
              key={t.label}
              className="h-9 flex-1 rounded-md px-5 text-sm text-body outline-none data-selected:bg-primary data-selected:text-white sm:flex-none"
            >
              {t.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          {tabs.map((t) => (
            <TabPanel key={t.label}>{t.panel}</TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </>
  );
}
