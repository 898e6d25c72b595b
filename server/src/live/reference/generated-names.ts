/**
 * Generated player names. We do not ship real rosters for every club (they change every transfer
 * window and we cannot vouch for them), so most squad members are plausible names in the club's
 * naming style — Chinese transliterations of European/American names, Chinese, Japanese and Korean
 * names — drawn deterministically per club. They are fictional and documented as such.
 */
import type { Rng } from '../prng';
import type { CompetitionDef } from './competitions';

const EUROPE_FIRST = ['马克', '卢卡斯', '托马斯', '丹尼尔', '马特奥', '亚历山大', '安德烈', '尼古拉斯', '塞巴斯蒂安', '朱利安', '马蒂亚斯', '伊万', '拉斐尔', '迭戈', '卡洛斯', '马科斯', '约纳斯', '本杰明', '雨果', '埃米尔', '西蒙', '菲利普', '奥斯卡', '维克托', '莱昂', '法比安', '保罗', '恩佐', '米克尔', '斯特凡'];
const EUROPE_LAST = ['施密特', '穆勒', '贝克', '罗西', '费拉里', '加西亚', '马丁内斯', '洛佩斯', '杜兰', '贝尔纳', '莫罗', '霍尔特', '沃克', '布朗', '格林', '哈里斯', '克拉克', '林德', '范德贝格', '扬森', '科斯塔', '席尔瓦', '桑托斯', '佩雷拉', '诺瓦克', '科瓦奇', '霍夫曼', '德维特', '莫雷诺', '鲁伊斯', '卡斯特罗', '福克斯', '勒菲弗', '杜波依斯', '里瓦'];
const USA_FIRST = ['杰伦', '马库斯', '德安德烈', '泰勒', '凯文', '贾马尔', '达里厄斯', '特雷', '乔丹', '布兰登', '克里斯', '安东尼', '以赛亚', '扎克', '凯尔', '德文', '泰瑞斯', '卡梅伦', '贾斯廷', '拉塞尔'];
const USA_LAST = ['约翰逊', '威廉姆斯', '布朗', '琼斯', '戴维斯', '米勒', '威尔逊', '摩尔', '泰勒', '安德森', '托马斯', '杰克逊', '怀特', '哈里斯', '马丁', '汤普森', '罗宾逊', '沃克', '格林', '亚当斯', '贝克', '卡特', '米切尔', '史密斯'];
const CHINA_LAST = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗', '韦', '蒋', '谭', '于'];
const CHINA_GIVEN = ['伟', '浩然', '子豪', '俊杰', '宇航', '博文', '天宇', '家乐', '明轩', '志强', '鑫', '磊', '鹏', '晨', '一鸣', '振宇', '建华', '文博', '嘉诚', '思远', '昊', '旭东', '海涛', '立新', '锐', '卓尔'];
const JAPAN_LAST = ['佐藤', '铃木', '高桥', '田中', '渡边', '伊藤', '山本', '中村', '小林', '加藤', '吉田', '山田', '松本', '井上', '木村', '清水', '森', '长谷川', '石川', '前田'];
const JAPAN_GIVEN = ['翔太', '大辉', '拓海', '健太', '大和', '优斗', '航', '莲', '阳翔', '悠真', '凉', '亮', '隼人', '直树', '圭佑', '真司', '雄大', '和也'];
const KOREA_LAST = ['金', '李', '朴', '崔', '郑', '姜', '赵', '尹', '张', '林', '韩', '吴', '申', '权', '孙', '黄'];
const KOREA_GIVEN = ['民宇', '俊浩', '相旻', '在成', '永权', '熙灿', '智成', '东炫', '承宇', '泰熙', '铉洙', '成龙', '始元', '英佑', '周浩'];

export function generatedName(style: CompetitionDef['naming'], rng: Rng): string {
  switch (style) {
    case 'china':
      return rng.pick(CHINA_LAST) + rng.pick(CHINA_GIVEN);
    case 'japan':
      return rng.pick(JAPAN_LAST) + rng.pick(JAPAN_GIVEN);
    case 'korea':
      return rng.pick(KOREA_LAST) + rng.pick(KOREA_GIVEN);
    case 'usa':
      return `${rng.pick(USA_FIRST)}·${rng.pick(USA_LAST)}`;
    case 'europe':
      return `${rng.pick(EUROPE_FIRST)}·${rng.pick(EUROPE_LAST)}`;
  }
}

/** Referee names for the match environment (fictional, generated the same way). */
export function refereeName(style: CompetitionDef['naming'], rng: Rng): string {
  return generatedName(style === 'usa' ? 'europe' : style, rng);
}
