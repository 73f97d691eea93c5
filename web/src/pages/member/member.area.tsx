import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { MemberLayout } from '../../app/layouts/member.layout';
import { ChatPage } from './chat.page';
import { ContractAgreePage } from './contract-agree.page';
import { DealHistoryPage } from './deal-history.page';
import { FavoritePage } from './favorite.page';
import { IdentificationPage } from './identification.page';
import { MEMBER_TITLES } from './member-titles';
import { MyListingsPage } from './my-listings.page';
import { MemberNewsListPage } from './news-list.page';
import { MypagePage } from './mypage.page';
import { ProfileEditPage } from './profile-edit.page';
import { PropertyCreatePage } from './property-create.page';
import { PropertyEditPage } from './property-edit.page';
import { TodoListPage } from './todo-list.page';

interface MemberAreaProps {
  notFound: ReactNode;
}

/** Route table of the member area, loaded as its own chunk. */
export default function MemberArea({ notFound }: MemberAreaProps) {
  return (
    <Routes>
      <Route element={<MemberLayout titles={MEMBER_TITLES} />}>
        <Route index element={<MypagePage />} />
        <Route path="todo/list" element={<TodoListPage />} />
        <Route path="news/list" element={<MemberNewsListPage />} />
        <Route path="property" element={<MyListingsPage />} />
        <Route path="property/create" element={<PropertyCreatePage />} />
        <Route path="property/create/:page" element={<PropertyCreatePage />} />
        <Route path="property/edit/:id" element={<PropertyEditPage />} />
        <Route path="profile/edit" element={<ProfileEditPage />} />
        <Route path="profile/edit/honnin" element={<IdentificationPage />} />
        <Route path="favorite" element={<FavoritePage />} />
        <Route path="chat" element={<ChatPage />} />
        <Route path="chat/:threadId" element={<ChatPage />} />
        <Route path="chat/:threadId/contracts/agree" element={<ContractAgreePage />} />
        <Route path="deal" element={<DealHistoryPage />} />
      </Route>
      <Route path="*" element={notFound} />
    </Routes>
  );
}
