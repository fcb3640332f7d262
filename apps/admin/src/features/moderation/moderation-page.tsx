import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { PageHeader } from '../../ui/page-header';
import { ReportsPanel } from '../reports/reports-panel';
import { CommentsPanel } from './comments-panel';
import { PostsPanel } from './posts-panel';
import { UsersPanel } from './users-panel';

const TABS = ['帖子', '评论', '用户', '举报审核'];

/**
 * Moderation: search posts and comments by text and user, hide or delete them; mute or ban users; the
 * report review queue (举报审核).
 */
export default function ModerationPage() {
  return (
    <>
      <PageHeader title="内容审核" />
      <TabGroup>
        <TabList className="mb-4 flex gap-1 rounded-lg bg-card p-1 shadow-card sm:w-fit">
          {TABS.map((t) => (
            <Tab
              key={t}
              className="h-9 flex-1 rounded-md px-5 text-sm text-body outline-none data-selected:bg-primary data-selected:text-white sm:flex-none"
            >
              {t}
            </Tab>
          ))}
        </TabList>
        <TabPanels>
          <TabPanel>
            <PostsPanel />
          </TabPanel>
          <TabPanel>
            <CommentsPanel />
          </TabPanel>
          <TabPanel>
            <UsersPanel />
          </TabPanel>
          <TabPanel>
            <ReportsPanel />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </>
  );
}
