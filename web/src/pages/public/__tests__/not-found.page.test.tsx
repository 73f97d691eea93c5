import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NotFoundPage } from '../not-found.page';

describe('NotFoundPage', () => {
  it('says in English and Japanese that the page does not exist, with a link home', () => {
    render(
      <MemoryRouter>
        <NotFoundPage />
      </MemoryRouter>,
    );
    expect(screen.getByText("Sorry, we couldn't find page")).toBeInTheDocument();
    expect(screen.getByText('申し訳ありません。指定頂いたページは存在しません。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /トップページへ戻る/ })).toHaveAttribute('href', '/');
  });
});
