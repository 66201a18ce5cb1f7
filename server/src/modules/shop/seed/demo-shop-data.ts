import type { ShopText } from '@contracts/schemas/shop';
import type { GoodsPictureKind } from './demo-shop-images';

const tx = (zh: string, en: string, hant: string): ShopText => ({ 'zh-cn': zh, 'en-us': en, 'zh-hant': hant });

/** The demo's categories: a key, the parent's key, the name. */
export const DEMO_CATEGORIES: { key: string; parent?: string; name: ShopText }[] = [
  { key: 'print', name: tx('纸质杂志', 'Print magazines', '紙本雜誌') },
  { key: 'current', parent: 'print', name: tx('期刊', 'Issues', '期刊') },
  { key: 'monthly', parent: 'print', name: tx('月度精选', 'Monthly editions', '月度精選') },
  { key: 'gear', name: tx('潜水装备', 'Dive gear', '潛水裝備') },
  { key: 'fins', parent: 'gear', name: tx('脚蹼', 'Fins', '蛙鞋') },
  { key: 'masks', parent: 'gear', name: tx('面镜', 'Masks', '面鏡') },
  { key: 'wetsuits', parent: 'gear', name: tx('潜水服', 'Wetsuits', '防寒衣') },
  { key: 'computers', parent: 'gear', name: tx('潜水电脑表', 'Dive computers', '潛水電腦錶') },
  { key: 'logbooks', name: tx('潜水日志', 'Logbooks', '潛水日誌') },
];

export interface DemoAxis {
  name: ShopText;
  values: ShopText[];
}

export interface DemoGear {
  category: string;
  kind: GoodsPictureKind;
  seed: number;
  title: ShopText;
  /** One sentence a language; the description is it and the axes' names as a list. */
  blurb: ShopText;
  axes: DemoAxis[];
  /** Price of the first SKU (minor units); later SKUs along the first axis cost `step` more each. */
  price: number;
  step?: number;
  /** A before-discount price for every SKU (added to its price). */
  discount?: number;
  grams: number;
  /** Stock per SKU, cycled (0 = sold out, ≤ 10 = shown as low). */
  stock: number[];
  sales: number;
}

const SIZES: DemoAxis = { name: tx('尺码', 'Size', '尺碼'), values: ['S', 'M', 'L', 'XL'].map((s) => tx(s, s, s)) };
const FIN_SIZES: DemoAxis = { name: tx('尺码', 'Size', '尺碼'), values: ['36-38', '39-41', '42-44', '45-47'].map((s) => tx(s, s, s)) };
const colours = (...c: [string, string, string][]): DemoAxis => ({
  name: tx('颜色', 'Colour', '顏色'),
  values: c.map(([a, b, h]) => tx(a, b, h)),
});
const BLACK: [string, string, string] = ['黑色', 'Black', '黑色'];
const BLUE: [string, string, string] = ['蓝色', 'Blue', '藍色'];
const YELLOW: [string, string, string] = ['黄色', 'Yellow', '黃色'];
const WHITE: [string, string, string] = ['白色', 'White', '白色'];
const CLEAR: [string, string, string] = ['透明', 'Clear', '透明'];
const THICKNESS: DemoAxis = { name: tx('厚度', 'Thickness', '厚度'), values: ['3 mm', '5 mm'].map((s) => tx(s, s, s)) };

/** Twenty pieces of gear and logbooks (the print issues come from the magazines' issues). */
export const DEMO_GEAR: DemoGear[] = [
  // fins
  {
    category: 'fins',
    kind: 'fins',
    seed: 1,
    title: tx('珊瑚礁开放式脚蹼', 'Reef open-heel fins', '珊瑚礁開放式蛙鞋'),
    blurb: tx(
      '轻盈的开放式脚蹼，配弹簧跟带，适合旅行潜水。',
      'Light open-heel fins with spring straps, made for travel diving.',
      '輕盈的開放式蛙鞋，配彈簧跟帶，適合旅行潛水。',
    ),
    axes: [FIN_SIZES, colours(BLACK, BLUE, YELLOW)],
    price: 58000,
    step: 0,
    discount: 10000,
    grams: 1900,
    stock: [12, 30, 4, 0, 25],
    sales: 340,
  },
  {
    category: 'fins',
    kind: 'fins',
    seed: 2,
    title: tx('全脚套浮潜脚蹼', 'Full-foot snorkel fins', '全腳套浮潛蛙鞋'),
    blurb: tx('柔软脚套，温水浮潜的好伙伴。', 'Soft foot pockets for warm-water snorkelling.', '柔軟腳套，溫水浮潛的好夥伴。'),
    axes: [FIN_SIZES],
    price: 26000,
    grams: 1100,
    stock: [40, 40, 20, 8],
    sales: 520,
  },
  {
    category: 'fins',
    kind: 'fins',
    seed: 3,
    title: tx('技术潜水硬脚蹼', 'Technical stiff fins', '技術潛水硬蛙鞋'),
    blurb: tx('硬质橡胶叶片，便于蛙踢与倒退。', 'Stiff rubber blades for frog kicks and back finning.', '硬質橡膠葉片，便於蛙踢與倒退。'),
    axes: [SIZES],
    price: 89000,
    step: 2000,
    grams: 2600,
    stock: [6, 15, 15, 3],
    sales: 88,
  },
  {
    category: 'fins',
    kind: 'fins',
    seed: 4,
    title: tx('自由潜长脚蹼', 'Freediving long fins', '自由潛長蛙鞋'),
    blurb: tx('碳纤维长叶片，一次踢动滑得更远。', 'Long carbon blades: more glide per kick.', '碳纖維長葉片，一次踢動滑得更遠。'),
    axes: [FIN_SIZES],
    price: 168000,
    discount: 30000,
    grams: 2200,
    stock: [2, 5, 5, 0],
    sales: 41,
  },
  // masks
  {
    category: 'masks',
    kind: 'mask',
    seed: 5,
    title: tx('低容积双镜片面镜', 'Low-volume twin-lens mask', '低容積雙鏡片面鏡'),
    blurb: tx('低容积，平衡省气，视野开阔。', 'Low volume for easy equalising and a wide view.', '低容積，平衡省氣，視野開闊。'),
    axes: [colours(BLACK, CLEAR, BLUE)],
    price: 42000,
    grams: 300,
    stock: [20, 20, 9],
    sales: 610,
  },
  {
    category: 'masks',
    kind: 'mask',
    seed: 6,
    title: tx('无框单镜片面镜', 'Frameless single-lens mask', '無框單鏡片面鏡'),
    blurb: tx('无框设计，可折叠收纳进 BCD 口袋。', 'Frameless: folds flat into a BCD pocket.', '無框設計，可摺疊收進 BCD 口袋。'),
    axes: [colours(BLACK, WHITE)],
    price: 36000,
    discount: 6000,
    grams: 250,
    stock: [35, 0],
    sales: 290,
  },
  {
    category: 'masks',
    kind: 'mask',
    seed: 7,
    title: tx('近视度数面镜', 'Prescription mask', '近視度數面鏡'),
    blurb: tx('可选 -1.0 到 -6.0 度的光学镜片。', 'Optical lenses from -1.0 to -6.0.', '可選 -1.0 到 -6.0 度的光學鏡片。'),
    axes: [{ name: tx('度数', 'Lens', '度數'), values: ['-2.0', '-3.0', '-4.0', '-5.0'].map((s) => tx(s, s, s)) }],
    price: 68000,
    grams: 320,
    stock: [5, 8, 8, 2],
    sales: 73,
  },
  {
    category: 'masks',
    kind: 'mask',
    seed: 8,
    title: tx('儿童浮潜面镜', 'Kids’ snorkel mask', '兒童浮潛面鏡'),
    blurb: tx('小脸型专用，柔软硅胶裙边。', 'Sized for small faces, soft silicone skirt.', '小臉型專用，柔軟矽膠裙邊。'),
    axes: [colours(BLUE, YELLOW)],
    price: 15800,
    grams: 200,
    stock: [50, 50],
    sales: 410,
  },
  // wetsuits
  {
    category: 'wetsuits',
    kind: 'wetsuit',
    seed: 9,
    title: tx('连体湿式潜水服', 'Full wetsuit', '連身濕式防寒衣'),
    blurb: tx('背拉链连体款，保暖又好穿脱。', 'Back-zip full suit: warm and easy to get in and out of.', '背拉鍊連身款，保暖又好穿脫。'),
    axes: [SIZES, THICKNESS],
    price: 98000,
    step: 0,
    discount: 20000,
    grams: 2400,
    stock: [10, 4, 18, 7, 0, 12, 6, 3],
    sales: 205,
  },
  {
    category: 'wetsuits',
    kind: 'wetsuit',
    seed: 10,
    title: tx('短袖潜水服', 'Shorty wetsuit', '短袖防寒衣'),
    blurb: tx('2 毫米短袖短裤款，热带水域首选。', '2 mm shorty for tropical water.', '2 毫米短袖短褲款，熱帶水域首選。'),
    axes: [SIZES],
    price: 45000,
    grams: 900,
    stock: [25, 25, 25, 10],
    sales: 330,
  },
  {
    category: 'wetsuits',
    kind: 'wetsuit',
    seed: 11,
    title: tx('自由潜开身湿衣', 'Freediving open-cell suit', '自由潛開身濕衣'),
    blurb: tx('开孔内里，贴身保暖，两件式。', 'Open-cell lining, close fit, two pieces.', '開孔內裡，貼身保暖，兩件式。'),
    axes: [SIZES, THICKNESS],
    price: 128000,
    grams: 2000,
    stock: [3, 3, 6, 6, 6, 6, 2, 2],
    sales: 52,
  },
  {
    category: 'wetsuits',
    kind: 'wetsuit',
    seed: 12,
    title: tx('防晒潜水皮肤衣', 'Dive skin', '防曬潛水皮膚衣'),
    blurb: tx('UPF 50+ 防晒，防水母刺。', 'UPF 50+ and a guard against jellyfish.', 'UPF 50+ 防曬，防水母刺。'),
    axes: [SIZES, colours(BLACK, BLUE)],
    price: 32000,
    grams: 400,
    stock: [30],
    sales: 480,
  },
  // computers
  {
    category: 'computers',
    kind: 'computer',
    seed: 13,
    title: tx('入门潜水电脑表', 'Entry dive computer', '入門潛水電腦錶'),
    blurb: tx('大字体显示，空气与高氧两种模式。', 'Big digits; air and nitrox modes.', '大字體顯示，空氣與高氧兩種模式。'),
    axes: [colours(BLACK, BLUE)],
    price: 198000,
    discount: 30000,
    grams: 150,
    stock: [14, 9],
    sales: 160,
  },
  {
    category: 'computers',
    kind: 'computer',
    seed: 14,
    title: tx('彩屏气瓶一体电脑表', 'Colour air-integrated computer', '彩屏氣瓶一體電腦錶'),
    blurb: tx(
      '彩色屏幕，无线气压传感，数字罗盘。',
      'Colour screen, wireless tank pressure, digital compass.',
      '彩色螢幕，無線氣壓感測，數位羅盤。',
    ),
    axes: [],
    price: 698000,
    grams: 180,
    stock: [4],
    sales: 35,
  },
  {
    category: 'computers',
    kind: 'computer',
    seed: 15,
    title: tx('自由潜电脑表', 'Freediving computer', '自由潛電腦錶'),
    blurb: tx('下潜深度、水面休息与心率记录。', 'Depth, surface intervals and heart rate.', '下潛深度、水面休息與心率記錄。'),
    axes: [colours(BLACK, WHITE)],
    price: 258000,
    grams: 90,
    stock: [10, 0],
    sales: 64,
  },
  {
    category: 'computers',
    kind: 'computer',
    seed: 16,
    title: tx('技术潜水电脑表', 'Technical dive computer', '技術潛水電腦錶'),
    blurb: tx('多气体、密闭式循环呼吸器模式。', 'Multi-gas and closed-circuit rebreather modes.', '多氣體、密閉式循環呼吸器模式。'),
    axes: [],
    price: 1198000,
    grams: 250,
    stock: [0],
    sales: 12,
  },
  // logbooks
  {
    category: 'logbooks',
    kind: 'logbook',
    seed: 17,
    title: tx('防水潜水日志本', 'Waterproof dive logbook', '防水潛水日誌本'),
    blurb: tx('100 页防水纸，记录每一潜。', '100 waterproof pages, one for every dive.', '100 頁防水紙，記錄每一潛。'),
    axes: [colours(BLUE, YELLOW)],
    price: 9800,
    grams: 350,
    stock: [120, 80],
    sales: 860,
  },
  {
    category: 'logbooks',
    kind: 'logbook',
    seed: 18,
    title: tx('活页日志补充页', 'Logbook refill pages', '活頁日誌補充頁'),
    blurb: tx('50 张活页，适配所有六孔日志本。', '50 loose pages for any six-ring logbook.', '50 張活頁，適用所有六孔日誌本。'),
    axes: [],
    price: 3900,
    grams: 180,
    stock: [300],
    sales: 940,
  },
  {
    category: 'logbooks',
    kind: 'logbook',
    seed: 19,
    title: tx('水下摄影手记', 'Underwater photo journal', '水下攝影手記'),
    blurb: tx('记录光圈、快门、闪光灯与拍摄对象。', 'Log aperture, shutter, strobes and subjects.', '記錄光圈、快門、閃光燈與拍攝對象。'),
    axes: [],
    price: 12800,
    discount: 3000,
    grams: 400,
    stock: [7],
    sales: 150,
  },
  {
    category: 'logbooks',
    kind: 'logbook',
    seed: 20,
    title: tx('潜水员旅行护照', 'Diver’s travel passport', '潛水員旅行護照'),
    blurb: tx('收集全球潜点印章的小册子。', 'A booklet for dive-site stamps from around the world.', '收集全球潛點印章的小冊子。'),
    axes: [],
    price: 4900,
    grams: 120,
    stock: [60],
    sales: 390,
  },
];

/** A print issue as the orchestrator hands it over (content's magazine issues). */
export interface DemoPrintIssue {
  id: string;
  kind: 'periodical' | 'monthly';
  /** The issue's number (a periodical's title does not repeat it). */
  number: number;
  magazine: ShopText;
  title: ShopText;
  cover: string;
}
