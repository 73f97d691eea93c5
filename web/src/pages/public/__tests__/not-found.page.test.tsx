import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NotFoundPage } from '../not-found.page';

describe('Unknown page', () => {
  it('says so in English and Japanese and links home', () => {
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
