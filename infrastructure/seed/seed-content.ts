import type { INestApplication } from '@nestjs/common';
import sharp from 'sharp';
import { ContentImagesService } from '../../application/content-images/content-images.service';
import { Clock } from '../../application/shared/clock.port';
import { systemContext } from '../../application/shared/command-context';
import { handleDeciderCommand, loadState } from '../../application/shared/decider-command.handler';
import { EventStore } from '../../application/shared/event-store.port';
import { IdGenerator } from '../../application/shared/id-generator.port';
import { articleDecider, type ArticleCommand } from '../../domain/articles/article.decider';
import { articleStreamId, type ArticleCategory } from '../../domain/articles/article.events';
import { sliderDecider } from '../../domain/sliders/slider.decider';
import { SLIDER_STREAM_ID } from '../../domain/sliders/slider.events';
import type { AppConfig } from '../config/app-config';

/** The for-corporations column is `/info/articles/1698`, as the site's menus link it. */
export const CORPORATE_ARTICLE_SLUG = '1698';

export const DEMO_ARTICLES: ReadonlyArray<{ id: string; slug: string | null; category: ArticleCategory; title: string; body: string; colours: [string, string] }> = [
  {
    id: 'demo-article-1698',
    slug: CORPORATE_ARTICLE_SLUG,
    category: 'corporate',
    title: '法人のお客さまへ：いえとち直売所のご利用について',
    colours: ['#2f5d62', '#a7c4bc'],
    body: [
      '## 法人会員として登録できます',
      '法人番号を登録すると、**法人会員**として物件の掲載や購入のご相談ができます。',
      '',
      '## 法人でご利用いただく流れ',
      '1. 会員登録のあと、マイページで法人番号を入力します',
      '2. 本人確認書類として登記事項証明書をアップロードします',
      '3. 確認が済むと、物件の掲載や契約の手続きができます',
      '',
      'ご不明な点は[お問い合わせ](/contact)からご連絡ください。',
    ].join('\n'),
  },
  {
    id: 'demo-article-2',
    slug: null,
    category: 'general',
    title: '空き家を売る前に確かめておきたい3つのこと',
    colours: ['#8d6e63', '#f3e0c7'],
    body: [
      '空き家の売却を考えはじめたら、まず次の3つを確かめておくと話が早く進みます。',
      '',
      '- **名義**：登記簿の名義が亡くなった方のままになっていないか',
      '- **境界**：隣地との境界標があるか',
      '- **設備**：水道・電気・ガスがいつまで使われていたか',
      '',
      '> 相続登記は2024年4月から義務になりました。',
    ].join('\n'),
  },
  {
    id: 'demo-article-3',
    slug: null,
    category: 'general',
    title: '土地の価格の目安を知るには',
    colours: ['#557a46', '#e9f0d8'],
    body: [
      '土地の価格の目安は、国や都道府県が公表している**公示地価**や**基準地価**、',
      '相続税の計算に使う**路線価**から知ることができます。',
      '',
      '| 指標 | 公表 |',
      '| --- | --- |',
      '| 公示地価 | 毎年3月 |',
      '| 基準地価 | 毎年9月 |',
      '| 路線価 | 毎年7月 |',
    ].join('\n'),
  },
];

export const DEMO_SLIDES: ReadonlyArray<{ id: string; title: string; alt: string; link_url: string | null; colours: [string, string] }> = [
  { id: 'demo-slide-1', title: '土地と家を、持ち主から直接', alt: '緑の丘に建つ一軒家のイラスト', link_url: '/about/buyer', colours: ['#4f7942', '#dcedc1'] },
  { id: 'demo-slide-2', title: '売りたい方は無料で掲載できます', alt: '夕暮れの町並みのイラスト', link_url: '/about/seller', colours: ['#c97b4a', '#fbe3c8'] },
  { id: 'demo-slide-3', title: '法人のお客さまへ', alt: '青空の下のビルのイラスト', link_url: `/info/articles/${CORPORATE_ARTICLE_SLUG}`, colours: ['#3b6e8f', '#d6e9f5'] },
];

/** A plain picture of two colours: demo content must not depend on any file shipped with it. */
function picture(width: number, height: number, [from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.15}" fill="#ffffff" fill-opacity="0.5"/>
    <polygon points="0,${height} ${width * 0.35},${height * 0.55} ${width * 0.7},${height} " fill="#ffffff" fill-opacity="0.25"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Gives a new non-production installation a few columns (the for-corporations one among them)
 * and the top page's slides, through the deciders the admin screens use. Columns keep fixed ids;
 * slides are added only to a carousel that never had any. So a restart, or an admin having
 * deleted them (demo:remove does), adds nothing.
 */
export async function seedContent(app: INestApplication, config: AppConfig): Promise<void> {
  if (config.nodeEnv === 'production') return;
  const eventStore = app.get(EventStore);
  const ids = app.get(IdGenerator);
  const images = app.get(ContentImagesService);
  const now = app.get(Clock).now();

  for (const article of DEMO_ARTICLES) {
    const streamId = articleStreamId(article.id);
    if ((await loadState(eventStore, articleDecider, streamId)).state.status !== 'absent') continue;
    const context = systemContext(`seed-${article.id}`);
    const cover = await images.upload(await picture(1200, 630, article.colours), 'image', context, 'when-asked');
    const commands: ArticleCommand[] = [
      {
        type: 'CreateArticle',
        article_id: article.id,
        draft: { title: article.title, slug: article.slug, body_markdown: article.body, cover_image_id: cover.image.id, category: article.category },
        lookups: { taken_slugs: [], image_exists: true },
        now,
      },
      { type: 'PublishArticle', now },
    ];
    for (const command of commands) await handleDeciderCommand({ eventStore, ids, decider: articleDecider, streamId, command, context });
  }

  const { version } = await eventStore.readStream(SLIDER_STREAM_ID);
  if (version > 0) return;
  for (const slide of DEMO_SLIDES) {
    const context = systemContext(`seed-${slide.id}`);
    const image = await images.upload(await picture(1200, 400, slide.colours), 'image', context, 'when-asked');
    await handleDeciderCommand({
      eventStore,
      ids,
      decider: sliderDecider,
      streamId: SLIDER_STREAM_ID,
      command: { type: 'AddSlide', slide_id: slide.id, draft: { title: slide.title, alt: slide.alt, link_url: slide.link_url }, image_id: image.image.id, now },
      context,
    });
  }
}
