import { render } from '@testing-library/react';
import { YenAmount } from '../yen-amount';
import { ZipcodeText } from '../zipcode-text';

describe('YenAmount and ZipcodeText', () => {
  it('render the formatted text', () => {
    const { container } = render(
      <p>
        <YenAmount value={3500000} /> <YenAmount value={-1} /> <ZipcodeText value="1000005" />
      </p>,
    );
    expect(container).toHaveTextContent('3,500,000円 不明 〒100-0005');
  });

  it('render nothing for hidden values', () => {
    const { container } = render(
      <p>
        <YenAmount value={-20} />
        <ZipcodeText value="12" />
      </p>,
    );
    expect(container.querySelector('span')).toBeNull();
  });
});
