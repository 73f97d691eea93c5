import { Alert, App, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { formatDateTime } from '../../../ui/date-time.format';
import { errorMessage } from '../../../ui/server-field-errors';
import { CONTACT_STATUSES, type AdminContact, type ContactFilter } from '../api/contacts-admin.api';
import { useContact, useContactCategories, useContactMutations, useContacts } from '../api/contacts-admin.query';
import { ContactDrawer } from './contact-drawer';
import { contactListSearchParams, readContactListSearch } from '../lib/contact-list-search';
import { ContactFilters } from './contact-filters';

const PAGE_SIZE = 20;

/** The office's contacts: filter (kept in the address), open one in a drawer, approve, change status, answer by mail. */
export function ContactsAdminManager() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const categories = useContactCategories();
  const { filter, page } = useMemo(() => {
    const search = readContactListSearch(params);
    // A category the office no longer has would only be refused by the server.
    if (search.filter.category_id !== undefined && categories.data && !categories.data.some((category) => category.id === search.filter.category_id)) {
      const { category_id: _unknown, ...rest } = search.filter;
      return { ...search, filter: rest };
    }
    return search;
  }, [params, categories.data]);
  const setFilter = (next: ContactFilter) => setParams(contactListSearchParams({ filter: next, page: 1 }));
  const setPage = (next: number) => setParams(contactListSearchParams({ filter, page: next }));
  const [openId, setOpenId] = useState<string | null>(null);
  const contacts = useContacts(filter, page);
  const contact = useContact(openId);
  const { approve, status, reply } = useContactMutations();
  const failed = (error: unknown) => void message.error(errorMessage(error, '操作できませんでした。'));

  return (
    <>
      <ContactFilters
        filter={filter}
        categories={categories.data ?? []}
        onChange={setFilter}
      />
      {contacts.error ? <Alert type="error" showIcon title={contacts.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminContact>
        rowKey="id"
        loading={contacts.isPending}
        dataSource={contacts.data?.data ?? []}
        pagination={{ current: page, total: contacts.data?.total ?? 0, pageSize: PAGE_SIZE, showSizeChanger: false, onChange: setPage }}
        scroll={{ x: 800 }}
        onRow={(item) => ({ onClick: () => setOpenId(item.id), style: { cursor: 'pointer' } })}
        columns={[
          { title: '受付日時', dataIndex: 'received_at', width: 150, render: (value: string) => formatDateTime(value) },
          {
            title: '対応状況',
            dataIndex: 'status',
            width: 100,
            render: (value: number) => {
              const known = CONTACT_STATUSES.find((status) => status.value === value);
              return <Tag color={known?.color}>{known?.label}</Tag>;
            },
          },
          { title: '種類', dataIndex: ['category', 'name'], width: 180 },
          { title: 'お名前', dataIndex: 'name', width: 140 },
          { title: '内容', dataIndex: 'message', ellipsis: true },
          { title: '承認', dataIndex: 'approved', width: 80, render: (value: boolean) => (value ? '済み' : '—') },
        ]}
      />
      <ContactDrawer
        open={openId !== null}
        contact={contact.data}
        loading={contact.isPending}
        busy={approve.isPending || status.isPending || reply.isPending}
        onClose={() => setOpenId(null)}
        onApprove={() => approve.mutate(openId!, { onSuccess: () => void message.success('お問い合わせを承認しました。'), onError: failed })}
        onStatus={(value) => status.mutate({ id: openId!, status: value }, { onSuccess: () => void message.success('対応状況を更新しました。'), onError: failed })}
        onReply={async (body) => {
          await reply.mutateAsync({ id: openId!, body });
          void message.success('返信をメールで送りました。');
        }}
      />
    </>
  );
}
