/**
 * openfootball's English club names → our reference clubs' Chinese names, for the importer.
 * Champions League files add a country code (`Arsenal FC (ENG)`), which the importer strips first.
 * Clubs we do not carry (Holstein Kiel, Celtic …) are left out: the importer reports them by name.
 */
export const OPENFOOTBALL_CLUB_NAMES: Readonly<Record<string, string>> = {
  // England (Premier League; relegated clubs now in 英冠 keep their history)
  'Liverpool FC': '利物浦', 'Arsenal FC': '阿森纳', 'Manchester City FC': '曼城', 'Chelsea FC': '切尔西',
  'Newcastle United FC': '纽卡斯尔', 'Aston Villa FC': '阿斯顿维拉', 'Tottenham Hotspur FC': '热刺',
  'Manchester United FC': '曼联', 'Nottingham Forest FC': '诺丁汉森林', 'Brighton & Hove Albion FC': '布莱顿',
  'AFC Bournemouth': '伯恩茅斯', 'Crystal Palace FC': '水晶宫', 'Brentford FC': '布伦特福德', 'Fulham FC': '富勒姆',
  'Everton FC': '埃弗顿', 'West Ham United FC': '西汉姆联', 'Wolverhampton Wanderers FC': '狼队',
  'Leeds United FC': '利兹联', 'Burnley FC': '伯恩利', 'Sunderland AFC': '桑德兰',
  'Leicester City FC': '莱斯特城', 'Ipswich Town FC': '伊普斯维奇', 'Southampton FC': '南安普敦',
  // Spain
  'Real Madrid CF': '皇家马德里', 'FC Barcelona': '巴塞罗那', 'Club Atlético de Madrid': '马德里竞技',
  'Athletic Club': '毕尔巴鄂竞技', 'Villarreal CF': '比利亚雷亚尔', 'Real Betis Balompié': '皇家贝蒂斯',
  'Real Sociedad de Fútbol': '皇家社会', 'RC Celta de Vigo': '塞尔塔', 'Girona FC': '赫罗纳', 'Sevilla FC': '塞维利亚',
  'CA Osasuna': '奥萨苏纳', 'Rayo Vallecano de Madrid': '巴列卡诺', 'Valencia CF': '瓦伦西亚', 'RCD Mallorca': '马洛卡',
  'Getafe CF': '赫塔费', 'RCD Espanyol de Barcelona': '西班牙人', 'Deportivo Alavés': '阿拉维斯', 'Levante UD': '莱万特',
  'Elche CF': '埃尔切', 'Real Oviedo': '皇家奥维耶多',
  // Italy
  'FC Internazionale Milano': '国际米兰', 'SSC Napoli': '那不勒斯', 'AC Milan': 'AC米兰', 'Juventus FC': '尤文图斯',
  'Atalanta BC': '亚特兰大', 'AS Roma': '罗马', 'Como 1907': '科莫', 'SS Lazio': '拉齐奥', 'Bologna FC 1909': '博洛尼亚',
  'ACF Fiorentina': '佛罗伦萨', 'Torino FC': '都灵', 'Udinese Calcio': '乌迪内斯', 'Genoa CFC': '热那亚',
  'US Sassuolo Calcio': '萨索洛', 'Cagliari Calcio': '卡利亚里', 'Parma Calcio 1913': '帕尔马', 'US Lecce': '莱切',
  'Hellas Verona FC': '维罗纳', 'US Cremonese': '克雷莫纳', 'AC Pisa 1909': '比萨',
  // Germany
  'FC Bayern München': '拜仁慕尼黑', 'Bayer 04 Leverkusen': '勒沃库森', 'Borussia Dortmund': '多特蒙德',
  'RB Leipzig': 'RB莱比锡', 'Eintracht Frankfurt': '法兰克福', 'VfB Stuttgart': '斯图加特', 'SC Freiburg': '弗赖堡',
  'TSG 1899 Hoffenheim': '霍芬海姆', '1. FSV Mainz 05': '美因茨', 'VfL Wolfsburg': '沃尔夫斯堡',
  'Borussia Mönchengladbach': '门兴格拉德巴赫', 'SV Werder Bremen': '云达不莱梅', 'FC Augsburg': '奥格斯堡',
  '1. FC Union Berlin': '柏林联合', 'FC St. Pauli 1910': '圣保利', '1. FC Heidenheim 1846': '海登海姆',
  '1. FC Köln': '科隆', 'Hamburger SV': '汉堡',
  // France
  'Paris Saint-Germain FC': '巴黎圣日耳曼', 'Olympique de Marseille': '马赛', 'AS Monaco FC': '摩纳哥', 'Lille OSC': '里尔',
  'OGC Nice': '尼斯', 'Olympique Lyonnais': '里昂', 'RC Strasbourg Alsace': '斯特拉斯堡', 'Racing Club de Lens': '朗斯',
  'Stade Brestois 29': '布雷斯特', 'Toulouse FC': '图卢兹', 'Stade Rennais FC 1901': '雷恩', 'AJ Auxerre': '欧塞尔',
  'FC Nantes': '南特', 'Angers SCO': '昂热', 'Le Havre AC': '勒阿弗尔', 'FC Lorient': '洛里昂', 'Paris FC': '巴黎FC',
  'FC Metz': '梅斯',
  // Netherlands and Portugal (Champions League files name them so)
  PSV: '埃因霍温', 'Feyenoord Rotterdam': '费耶诺德', 'AFC Ajax': '阿贾克斯',
  'Sport Lisboa e Benfica': '本菲卡', 'Sporting Clube de Portugal': '葡萄牙体育', 'FC Porto': '波尔图',
  // Champions League clubs outside our leagues
  'Club Brugge KV': '布鲁日', 'Galatasaray SK': '加拉塔萨雷', 'FC København': '哥本哈根',
  // China
  'Shanghai Port FC': '上海海港', 'Shanghai Shenhua': '上海申花', 'Chengdu Rongcheng': '成都蓉城', 'Beijing Guoan': '北京国安',
  'Shandong Taishan': '山东泰山', 'Tianjin Jinmen Tiger': '天津津门虎', 'Zhejiang Professional': '浙江队', 'Henan FC': '河南队',
  'Yunnan Yukun': '云南玉昆', 'Qingdao West Coast': '青岛西海岸', 'Dalian Yingbo': '大连英博', 'Shenzhen Peng City': '深圳新鹏城',
  'Wuhan Three Towns': '武汉三镇', 'Changchun Yatai': '长春亚泰', 'Qingdao Hainiu': '青岛海牛', 'Meizhou Hakka': '梅州客家',
  // Japan
  'Kashima Antlers': '鹿岛鹿角', 'Kashiwa Reysol': '柏太阳神', 'Kyoto Sanga FC': '京都不死鸟', 'Sanfrecce Hiroshima': '广岛三箭',
  'Vissel Kobe': '神户胜利船', 'FC Machida Zelvia': '町田泽维亚', 'Urawa Red Diamonds': '浦和红钻', 'Kawasaki Frontale': '川崎前锋',
  'Gamba Osaka': '大阪钢巴', 'Cerezo Osaka': '大阪樱花', 'FC Tokyo': 'FC东京', 'Shimizu S-Pulse': '清水心跳',
  'Nagoya Grampus': '名古屋鲸八', 'Yokohama F. Marinos': '横滨水手', 'Fagiano Okayama': '冈山绿雉', 'Tokyo Verdy': '东京绿茵',
  'Avispa Fukuoka': '福冈黄蜂', 'Shonan Bellmare': '湘南比马', 'Yokohama FC': '横滨FC', 'Albirex Niigata': '新潟天鹅',
};
