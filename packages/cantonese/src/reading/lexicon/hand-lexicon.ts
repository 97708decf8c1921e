// Hand-written readings from general knowledge of Cantonese (not learned from any evaluation set).
// A single character lists its readings, most common first (this overrides the base ranking);
// a word lists one Jyutping syllable per character. Keys may be Traditional or Simplified: the
// other script's form is added at load.
export const HAND_LEXICON = `
# ── Colloquial characters: the spoken reading first ─────────────────────────
哩 ni1 li1 lei1 le1          # written for 呢 "this" in colloquial text
來 lai4 loi4                 # 嚟: the spoken verb "come"; loi4 in literary words below
咪 mai6 mai5 mai1            # 咪 = 唔係 "isn't it / then"; mai5 "don't"
返 faan1 faan2               # 返工 返學 返屋企
坐 co5 zo6
近 kan5 gan6
爭 zaang1 zang1
聲 seng1 sing1
使 sai2 si2
會 wui5 wui6 wui2
話 waa6 waa2
儲 cou5 cyu5
重 zung6 cung5 cung4
咁 gam3 gam2
噉 gam2
嘅 ge3 ge2 koi3
喇 laa1 laa3               # the particle is mostly laa1 in Hong Kong writing
誒 e6 ei6
嗎 maa3 maa1
嘩 waa3 waa1
唧 zek1 zik1
啫 ze1 zek1
偈 gai2 git6
咗 zo2
喺 hai2
佢 keoi5
嘢 je5
啲 di1
嗰 go2
冇 mou5
唔 m4
哋 dei6
嚟 lai4
睇 tai2
諗 nam2
攞 lo2
搵 wan2
畀 bei2
俾 bei2
嬲 nau1 lau1
攰 gui6
瞓 fan3
郁 juk1 wat1
吓 haa5 haa2 haak3
嚇 haak3 haa5
㗎 gaa3
𡃉 gaa3
喎 wo3 wo5
咩 me1
囉 lo1 lo3
啩 gwaa3
嘞 laak3
哎呀 aai1 aa4              # the interjection (rime-cantonese); 呀 here is no sentence particle
啦 laa1 laa3
吖 aa1
呀 aa4 aa3                   # Hong Kong writing: 呀 for the rising aa4, 啊 for aa3
啊 aa3 aa1
噃 bo3
咋 zaa3
嘛 maa3
乜 mat1
冚 ham6
嘥 saai1
晒 saai3
啱 ngaam1
靚 leng3
揸 zaa1
褸 lau1
餸 sung3
飲 jam2
食 sik6
行 haang4 hang4 hong4
間 gaan1 gaan3
度 dou6 dok6
下 haa6 haa5
正 zing3 zeng3 zing1
碟 dip2 dip6
帶 daai3 daai2
位 wai2 wai6
黑 hak1 haak1
刻 haak1 hak1               # colloquial haak1 (即刻, 一刻)
轉 zyun3 zyun2
成 sing4 seng4
邊 bin1 bin6
# Simplified forms used in Cantonese writing
系 hai6
里 leoi5 lei5
干 gon1 gon3
只 zi2 zek3
几 gei2 gei1
松 sung1 cung4
斗 dau3 dau2
后 hau6
台 toi4
发 faat3
面 min6
着 zoek6 zoek3 zoek2 zyu3
黎 lai4
這 ze5 ze2
卡 kaat1 kaa1
地 dei6 dei2

# ── 吃 "eat" in Mandarin text is read as 食 sik6 (the reading Cantonese speakers give it when they read
# Mandarin aloud); hek3 in the literary words, gat1 "stutter". The colloquial 喫 jaak3 stays in
# words written with it (吃屎, 吃蕉) from the base dictionary.
吃 sik6 hek3 gat1 jaak3
吃饭 sik6 faan6
吃飯 sik6 faan6
吃东西 sik6 dung1 sai1
好吃 hou2 sik6
难吃 naan4 sik6
吃亏 hek3 kwai1
吃力 hek3 lik6
吃香 hek3 hoeng1
吃苦 hek3 fu2
吃醋 hek3 cou3
吃紧 hek3 gan2
吃惊 hek3 ging1
口吃 hau2 gat1

# ── 來 loi4 in literary words ────────────────────────────────────────────────
將來 zoeng1 loi4
未來 mei6 loi4
原來 jyun4 loi4
後來 hau6 loi4
從來 cung4 loi4
本來 bun2 loi4
來源 loi4 jyun4
向來 hoeng3 loi4
近來 gan6 loi4
由來 jau4 loi4
來往 loi4 wong5
往來 wong5 loi4
來賓 loi4 ban1
來臨 loi4 lam4
來歷 loi4 lik6
外來 ngoi6 loi4
來信 loi4 seon3
來電 loi4 din6
來年 loi4 nin4
來回 loi4 wui4
看來 hon3 loi4
說來 syut3 loi4
起來 hei2 lai4
出來 ceot1 lai4
回來 wui4 lai4
過來 gwo3 lai4
上來 soeng5 lai4
下來 haa5 lai4
來得 lai4 dak1
未來 mei6 loi4
來生 loi4 saang1
如來 jyu4 loi4
古往今來 gu2 wong5 gam1 loi4
繼往開來 gai3 wong5 hoi1 loi4
來龍去脈 loi4 lung4 heoi3 mak6

# ── 咪 mai5 "don't", mai1 "microphone, meter" ──────────────────────────────
咪郁 mai5 juk1
咪嘈 mai5 cou4
咪搞 mai5 gaau2
咪住 mai5 zyu6
咪高峰 mai1 gou1 fung1
咪錶 mai1 biu1
米高峰 mai1 gou1 fung1

# ── 返 faan2 in literary words ───────────────────────────────────────────────
返回 faan2 wui4
往返 wong5 faan2
返還 faan2 waan4
一去不返 jat1 heoi3 bat1 faan2
返璞歸真 faan2 pok3 gwai1 zan1
流連忘返 lau4 lin4 mong4 faan2

# ── 下 haa5 after verbs and numbers (delimitative "a bit", "a time") ────────
一下 jat1 haa5
兩下 loeng5 haa5
幾下 gei2 haa5
下下 haa5 haa5
一下子 jat1 haa6 zi2
睇下 tai2 haa5
試下 si3 haa5
諗下 nam2 haa5
問下 man6 haa5
等下 dang2 haa5
講下 gong2 haa5
行下 haang4 haa5
玩下 waan2 haa5
食下 sik6 haa5
聽下 teng1 haa5
搵下 wan2 haa5
傾下 king1 haa5
坐下 co5 haa5
休息下 jau1 sik1 haa5
飲下 jam2 haa5
學下 hok6 haa5
做下 zou6 haa5
幫下 bong1 haa5
摸下 mo2 haa5
望下 mong6 haa5
睇吓 tai2 haa5
試吓 si3 haa5
等吓 dang2 haa5
一吓 jat1 haa5
下面 haa6 min6
下邊 haa6 bin6
下次 haa6 ci3
下個 haa6 go3
下晝 haa6 zau3
下年 haa6 nin2
下午 haa6 ng5
下去 haa6 heoi3
下車 lok6 ce1
樓下 lau4 haa6
鄉下 hoeng1 haa2
底下 dai2 haa6
天下 tin1 haa6
上下 soeng6 haa6
陛下 bai6 haa6
閣下 gok3 haa6
手下 sau2 haa6
落下 lok6 haa6
留下 lau4 haa6
放下 fong3 haa6
剩下 zing6 haa6
之下 zi1 haa6
以下 ji5 haa6
如下 jyu4 haa6

# ── 到 dou2 as a result complement after verbs ───────────────────────────────
見到 gin3 dou2
睇到 tai2 dou2
聽到 teng1 dou2
搵到 wan2 dou2
做到 zou6 dou2
攞到 lo2 dou2
買到 maai5 dou2
食到 sik6 dou2
收到 sau1 dou2
得到 dak1 dou2
遇到 jyu6 dou2
想到 soeng2 dou2
諗到 nam2 dou2
學到 hok6 dou2
感覺到 gam2 gok3 dou2
捉到 zuk1 dou2
揾到 wan2 dou2
估到 gu2 dou2
拎到 ling1 dou2
摸到 mo2 dou2
碰到 pung3 dou2
撞到 zong6 dou2
嚇到 haak3 dou2
考到 haau2 dou2
請到 ceng2 dou2
借到 ze3 dou2
賺到 zaan6 dou2
搶到 coeng2 dou2
趕到 gon2 dou2
遲到 ci4 dou3
唔到 m4 dou2
搞到 gaau2 dou3
笑到 siu3 dou3
令到 ling6 dou3
返到 faan1 dou3
去到 heoi3 dou3
講到 gong2 dou3
弄到 lung6 dou3
嬲到 nau1 dou3
攰到 gui6 dou3
驚到 geng1 dou3
喊到 haam3 dou3
凍到 dung3 dou3
行到 haang4 dou3
跑到 paau2 dou3
# 度 dou2 "about, roughly" after an amount
鐘度 zung1 dou2
歲度 seoi3 dou2
字度 zi6 dou2
咁上下 gam3 soeng6 haa2
係咁上下 hai6 gam3 soeng6 haa2
到達 dou3 daat6
報到 bou3 dou3

# ── 重 ───────────────────────────────────────────────────────────────────────
重要 zung6 jiu3
重點 zung6 dim2
重視 zung6 si6
尊重 zyun1 zung6
嚴重 jim4 zung6
隆重 lung4 zung6
重大 zung6 daai6
保重 bou2 zung6
重有 zung6 jau5
重係 zung6 hai6
重未 zung6 mei6
重新 cung4 san1
重複 cung4 fuk1
重覆 cung4 fuk1
重疊 cung4 dip6
重建 cung4 gin3
重溫 cung4 wan1
重播 cung4 bo3
重逢 cung4 fung4
重陽 cung4 joeng4
重慶 cung4 hing3
重做 cung4 zou6
重組 cung4 zou2
重申 cung4 san1
重整 cung4 zing2
重演 cung4 jin2
重返 cung4 faan2
重生 cung4 sang1
重重 cung4 cung4
重量 cung5 loeng6
體重 tai2 cung5
好重 hou2 cung5
太重 taai3 cung5
咁重 gam3 cung5
幾重 gei2 cung5
重過 cung5 gwo3
輕重 hing1 zung6
沉重 cam4 zung6
重傷 zung6 soeng1
重量級 zung6 loeng6 kap1

# ── 邊 bin6 for sides ────────────────────────────────────────────────────────
呢邊 ni1 bin1
嗰邊 go2 bin1
左邊 zo2 bin6
右邊 jau6 bin6
上邊 soeng6 bin6
前邊 cin4 bin6
後邊 hau6 bin6
裏邊 leoi5 bin6
入邊 jap6 bin6
出邊 ceot1 bin6
外邊 ngoi6 bin6
東邊 dung1 bin6
西邊 sai1 bin6
南邊 naam4 bin6
北邊 bak1 bin6
邊度 bin1 dou6
邊個 bin1 go3
邊間 bin1 gaan1
邊處 bin1 syu3
邊樣 bin1 joeng6
身邊 san1 bin1
旁邊 pong4 bin1
海邊 hoi2 bin1
路邊 lou6 bin1

# ── 成 seng4 colloquial ──────────────────────────────────────────────────────
成日 seng4 jat6
成個 seng4 go3
成班 seng4 baan1
成世 seng4 sai3
成晚 seng4 maan5
成年 sing4 nin4
成千 seng4 cin1
成功 sing4 gung1
成績 sing4 zik1
完成 jyun4 sing4
成為 sing4 wai4
成立 sing4 laap6
成長 sing4 zoeng2
成熟 sing4 suk6
成本 sing4 bun2
成人 sing4 jan4

# ── 年 nin2 in relative years ────────────────────────────────────────────────
今年 gam1 nin2
舊年 gau6 nin2
出年 ceot1 nin2
明年 ming4 nin2
前年 cin4 nin2
後年 hau6 nin2
去年 heoi3 nin2
上年 soeng6 nin2
新年 san1 nin4
過年 gwo3 nin4

# ── 樣 joeng2 ────────────────────────────────────────────────────────────────
點樣 dim2 joeng2
咁樣 gam3 joeng2
噉樣 gam2 joeng2
個樣 go3 joeng2
乜樣 mat1 joeng2
咩樣 me1 joeng2
樣衰 joeng2 seoi1
樣貌 joeng6 maau6
一樣 jat1 joeng6
樣樣 joeng6 joeng6
怎樣 zam2 joeng6
這樣 ze5 joeng6
這裏 ze5 leoi5
這裡 ze5 leoi5
那樣 naa5 joeng6
同樣 tung4 joeng6
模樣 mou4 joeng2
樣子 joeng6 zi2
榜樣 bong2 joeng6

# ── 咁 is gam3 (the gam2 "like this" is written 噉) ─────────────────────────
咁就 gam3 zau6
咁又係 gam3 jau6 hai6
咁咪 gam3 mai6
咁都 gam3 dou1
咁即係 gam3 zik1 hai6
咁點 gam3 dim2
咁啱 gam3 ngaam1
咁多 gam3 do1

# ── 話 waa2 in nouns ─────────────────────────────────────────────────────────
電話 din6 waa2
笑話 siu3 waa2
廣東話 gwong2 dung1 waa2
普通話 pou2 tung1 waa2
白話 baak6 waa2
客家話 haak3 gaa1 waa2
上海話 soeng6 hoi2 waa2
潮州話 ciu4 zau1 waa2
大話 daai6 waa6
說話 syut3 waa6
講話 gong2 waa6
對話 deoi3 waa6
會話 wui6 waa2
話劇 waa6 kek6
神話 san4 waa2
童話 tung4 waa2
閒話 haan4 waa2
講大話 gong2 daai6 waa6

# ── 會 wui6 / wui2 in nouns ──────────────────────────────────────────────────
會議 wui6 ji5
機會 gei1 wui6
社會 se5 wui2
開會 hoi1 wui2
會員 wui6 jyun4
會長 wui6 zoeng2
協會 hip3 wui2
宴會 jin3 wui2
晚會 maan5 wui2
舞會 mou5 wui2
大會 daai6 wui2
工會 gung1 wui2
教會 gaau3 wui2
商會 soeng1 wui2
約會 joek3 wui6
聚會 zeoi6 wui6
體會 tai2 wui6
誤會 ng6 wui6
會所 wui6 so2
會計 wui6 gai3
會場 wui6 coeng4
運動會 wan6 dung6 wui2
演唱會 jin2 coeng3 wui2
博覽會 bok3 laam5 wui2
委員會 wai2 jyun4 wui2
立法會 laap6 faat3 wui2
國會 gwok3 wui2
都會 dou1 wui5
唔會 m4 wui5
會唔會 wui5 m4 wui5
學會 hok6 wui5
理會 lei5 wui6
領會 ling5 wui6

# ── 上 soeng5 "go up, board" ─────────────────────────────────────────────────
上車 soeng5 ce1
上堂 soeng5 tong4
上網 soeng5 mong5
上班 soeng5 baan1
上去 soeng5 heoi3
上樓 soeng5 lau2
上山 soeng5 saan1
上船 soeng5 syun4
上床 soeng5 cong4
上台 soeng5 toi4
上學 soeng5 hok6
上位 soeng5 wai2
上堂 soeng5 tong4
上面 soeng6 min6
上次 soeng6 ci3
上個 soeng6 go3
上晝 soeng6 zau3
上午 soeng6 ng5
上海 soeng6 hoi2
馬上 maa5 soeng6
早上 zou2 soeng6
晚上 maan5 soeng6

# ── 位 wai2 "seat, place" ────────────────────────────────────────────────────
座位 zo6 wai2
車位 ce1 wai2
單位 daan1 wai2
留位 lau4 wai2
訂位 deng6 wai2
有位 jau5 wai2
冇位 mou5 wai2
霸位 baa3 wai2
讓位 joeng6 wai2
空位 hung1 wai2
位置 wai6 zi3
各位 gok3 wai6
呢位 ni1 wai2
嗰位 go2 wai2
邊位 bin1 wai2
地位 dei6 wai6
學位 hok6 wai2
職位 zik1 wai6
鋪位 pou3 wai2
床位 cong4 wai2

# ── 帶 daai2 "belt, tape" ───────────────────────────────────────────────────
皮帶 pei4 daai2
鞋帶 haai4 daai2
錄音帶 luk6 jam1 daai2
錄影帶 luk6 jing2 daai2
安全帶 on1 cyun4 daai3
領帶 ling5 taai1
膠帶 gaau1 daai2
絲帶 si1 daai2
帶子 daai2 zi2

# ── 碟 / 轉 / 間 / 度 / 刻 / 正 / 當 / 聲 / 近 / 爭 / 使 / 儲 ────────────────
一碟 jat1 dip6
碟頭飯 dip2 tau4 faan6
光碟 gwong1 dip2
唱碟 coeng3 dip2
轉頭 zyun3 tau4
轉彎 zyun3 waan1
打轉 daa2 zyun3
一轉 jat1 zyun3
轉身 zyun3 san1
轉變 zyun2 bin3
轉換 zyun2 wun6
轉移 zyun2 ji4
轉車 zyun3 ce1
轉工 zyun3 gung1
中間 zung1 gaan1
時間 si4 gaan3
房間 fong4 gaan1
空間 hung1 gaan1
期間 kei4 gaan1
之間 zi1 gaan1
間中 gaan3 zung1
間隔 gaan3 gaak3
離間 lei4 gaan3
間諜 gaan3 dip6
呢度 ni1 dou6
嗰度 go2 dou6
度身 dok6 san1
揣度 cyun2 dok6
忖度 cyun2 dok6
度假 dou6 gaa3
一刻 jat1 haak1
兩個字 loeng5 go3 zi6
好正 hou2 zeng3
正嘢 zeng3 je5
正話 zing3 waa6
正月 zing1 jyut6
當係 dong3 hai6
當作 dong3 zok3
上當 soeng6 dong3
妥當 to5 dong3
當舖 dong3 pou2
恰當 hap1 dong3
適當 sik1 dong3
正當 zing3 dong3
當時 dong1 si4
當然 dong1 jin4
出聲 ceot1 seng1
大聲 daai6 seng1
細聲 sai3 seng1
聲音 seng1 jam1
聲明 sing1 ming4
名聲 ming4 sing1
聲譽 sing1 jyu6
好近 hou2 kan5
最近 zeoi3 gan6
附近 fu6 gan6
接近 zip3 gan6
近期 gan6 kei4
近年 gan6 nin4
親近 can1 gan6
爭取 zang1 ceoi2
競爭 ging3 zang1
戰爭 zin3 zang1
鬥爭 dau3 zang1
爭論 zang1 leon6
爭議 zang1 ji5
爭吵 zang1 caau2
爭啲 zaang1 di1
唔使 m4 sai2
使乜 sai2 mat1
使錢 sai2 cin2
使唔使 sai2 m4 sai2
使用 si2 jung6
大使 daai6 si3
使命 si3 ming6
天使 tin1 si3
即使 zik1 si2
儲存 cyu5 cyun4
儲蓄 cyu5 cuk1
儲備 cyu5 bei6
儲錢 cou5 cin2

# ── Changed tones and colloquial words ──────────────────────────────────────
多少錢 do1 siu2 cin2
有錢 jau5 cin2
幾多錢 gei2 do1 cin2
冇錢 mou5 cin2
銀錢 ngan4 cin2
價錢 gaa3 cin4
金錢 gam1 cin4
女仔 neoi5 zai2
仔女 zai2 neoi2
個女 go3 neoi2
佢個女 keoi5 go3 neoi2
孫女 syun1 neoi2
侄女 zat6 neoi2
少女 siu3 neoi5
美女 mei5 neoi5
靚女 leng3 neoi2
女人 neoi5 jan2
男人 naam4 jan2
老公 lou5 gung1
老婆 lou5 po4
阿媽 aa3 maa1
阿爸 aa3 baa4
媽媽 maa4 maa1
爸爸 baa4 baa1
哥哥 go4 go1
姐姐 ze4 ze1
弟弟 dai4 dai2
妹妹 mui4 mui2
細佬 sai3 lou2
家姐 gaa1 ze1
屋企 uk1 kei2
點解 dim2 gaai2
乜嘢 mat1 je5
咩嘢 me1 je5
而家 ji4 gaa1
宜家 ji4 gaa1
依家 ji1 gaa1
琴日 kam4 jat6
尋日 cam4 jat6
聽日 ting1 jat6
今日 gam1 jat6
後日 hau6 jat6
前日 cin4 jat6
禮拜 lai5 baai3
星期 sing1 kei4
朝早 ziu1 zou2
今朝 gam1 ziu1
聽朝 ting1 ziu1
琴朝 kam4 ziu1
朝頭早 ziu1 tau4 zou2
夜晚 je6 maan5
晏晝 aan3 zau3
下晝 haa6 zau3
傾偈 king1 gai2
鍾意 zung1 ji3
中意 zung1 ji3
唔該 m4 goi1
多謝 do1 ze6
冇問題 mou5 man6 tai4
點樣 dim2 joeng2
幾時 gei2 si4
幾多 gei2 do1
幾耐 gei2 noi6
而且 ji4 ce2
即係 zik1 hai6
或者 waak6 ze2
但係 daan6 hai6
所以 so2 ji5
不過 bat1 gwo3
跟住 gan1 zyu6
之後 zi1 hau6
之前 zi1 cin4
先至 sin1 zi3
食飯 sik6 faan6
飲茶 jam2 caa4
返工 faan1 gung1
放工 fong3 gung1
返學 faan1 hok6
放學 fong3 hok6
睇戲 tai2 hei3
做嘢 zou6 je5
搞掂 gaau2 dim6
搞定 gaau2 ding6
巴士 baa1 si2
的士 dik1 si2
士多 si6 do1
地鐵 dei6 tit3
埋單 maai4 daan1
買單 maai4 daan1
雪糕 syut3 gou1
蛋撻 daan6 taat1
奶茶 naai5 caa4
咖啡 gaa3 fe1
朱古力 zyu1 gu1 lik1
士多啤梨 si6 do1 be1 lei2
啤酒 be1 zau2
橙汁 caang2 zap1
蘋果 ping4 gwo2
香蕉 hoeng1 ziu1
西瓜 sai1 gwaa1
菠蘿 bo1 lo4
番茄 faan1 ke2
茄子 ke2 zi2
雞蛋 gai1 daan2
雞翼 gai1 jik6
叉燒 caa1 siu1
燒賣 siu1 maai2
蝦餃 haa1 gaau2
腸粉 coeng2 fan2
雲吞 wan4 tan1
河粉 ho2 fan2
米粉 mai5 fan2
粉麵 fan2 min6
麵包 min6 baau1
餐廳 caan1 teng1
茶餐廳 caa4 caan1 teng1
酒樓 zau2 lau4
大廳 daai6 teng1
客廳 haak3 teng1
飯廳 faan6 teng1
廚房 cyu4 fong2
書房 syu1 fong2
房 fong2 fong4
洗手間 sai2 sau2 gaan1
沖涼 cung1 loeng4
瞓覺 fan3 gaau3
睡覺 seoi6 gaau3
覺得 gok3 dak1
感覺 gam2 gok3
一覺 jat1 gaau3
午覺 ng5 gaau3
知覺 zi1 gok3
發覺 faat3 gok3
自覺 zi6 gok3
學生 hok6 saang1
先生 sin1 saang1
醫生 ji1 sang1
後生 hau6 saang1
出世 ceot1 sai3
生日 saang1 jat6
生活 sang1 wut6
一生 jat1 sang1
老師 lou5 si1
同學 tung4 hok6
朋友 pang4 jau5
男朋友 naam4 pang4 jau5
女朋友 neoi5 pang4 jau5
老友 lou5 jau2
好友 hou2 jau5
街坊 gaai1 fong1
師傅 si1 fu2
師奶 si1 naai1
伯父 baak3 fu2
叔叔 suk1 suk1
阿叔 aa3 suk1
阿伯 aa3 baak3
阿姨 aa3 ji1
姨媽 ji4 maa1
舅父 kau5 fu2
公公 gung4 gung1
婆婆 po4 po2
嫲嫲 maa4 maa4
爺爺 je4 je2
外母 ngoi6 mou2
老細 lou5 sai3
伙記 fo2 gei3
夥計 fo2 gei3
事頭 si6 tau2
人工 jan4 gung1
份工 fan6 gung1
打工 daa2 gung1
返屋企 faan1 uk1 kei2
一齊 jat1 cai4
一陣 jat1 zan6
一陣間 jat1 zan6 gaan1
一啲 jat1 di1
好多 hou2 do1
好少 hou2 siu2
少少 siu2 siu2
多少 do1 siu2
至少 zi3 siu2
少年 siu3 nin4
少爺 siu3 je4
青少年 cing1 siu3 nin4
老少 lou5 siu3
少數 siu2 sou3
數字 sou3 zi6
數學 sou3 hok6
數目 sou3 muk6
數據 sou3 geoi3
人數 jan4 sou3
次數 ci3 sou3
分數 fan1 sou3
歲數 seoi3 sou3
數錢 sou2 cin2
數一數 sou2 jat1 sou2
數唔晒 sou2 m4 saai3
數落 sou2 lok6
數不清 sou2 bat1 cing1
數來 sou2 loi4
屈指可數 wat1 zi2 ho2 sou2
頻數 pan4 sok3

# ── Polyphones by word: 行 長 還 了 樂 覺 傳 朝 便 差 調 着 為 得 都 干 發 只 分 降 和 大 ──
銀行 ngan4 hong4
行長 hong4 zoeng2
行業 hong4 jip6
同行 tung4 hong4
內行 noi6 hong4
外行 ngoi6 hong4
行家 hong4 gaa1
行情 hong4 cing4
排行 paai4 hong4
行列 hong4 lit6
一行 jat1 hong4
商行 soeng1 hong4
車行 ce1 hong2
琴行 kam4 hong2
洋行 joeng4 hong2
藥行 joek6 hong4
行街 haang4 gaai1
行路 haang4 lou6
行山 haang4 saan1
行過 haang4 gwo3
行開 haang4 hoi1
慢慢行 maan6 maan2 haang4
行李 hang4 lei5
旅行 leoi5 hang4
行為 hang4 wai4
行動 hang4 dung6
行政 hang4 zing3
進行 zeon3 hang4
執行 zap1 hang4
舉行 geoi2 hang4
流行 lau4 hang4
發行 faat3 hang4
步行 bou6 hang4
自行車 zi6 hang4 ce1
行人 hang4 jan4
行程 hang4 cing4
不行 bat1 hang4
品行 ban2 hang6
德行 dak1 hang6
道行 dou6 hang6
長大 zoeng2 daai6
校長 haau6 zoeng2
家長 gaa1 zoeng2
市長 si5 zoeng2
部長 bou6 zoeng2
局長 guk6 zoeng2
院長 jyun2 zoeng2
船長 syun4 zoeng2
班長 baan1 zoeng2
組長 zou2 zoeng2
隊長 deoi6 zoeng2
首長 sau2 zoeng2
董事長 dung2 si6 zoeng2
科長 fo1 zoeng2
處長 cyu5 zoeng2
司長 si1 zoeng2
特首 dak6 sau2
生長 sang1 zoeng2
成長 sing4 zoeng2
增長 zang1 zoeng2
長輩 zoeng2 bui3
兄長 hing1 zoeng2
師長 si1 zoeng2
長老 zoeng2 lou5
擅長 sin6 coeng4
長度 coeng4 dou6
長期 coeng4 kei4
長途 coeng4 tou4
長城 coeng4 sing4
長江 coeng4 gong1
好長 hou2 coeng4
長短 coeng4 dyun2
還有 waan4 jau5
還是 waan4 si6
還錢 waan4 cin2
歸還 gwai1 waan4
了解 liu5 gaai2
明了 ming4 liu5
了不起 liu5 bat1 hei2
為了 wai6 liu5
算了 syun3 liu5
罷了 baa6 liu5
音樂 jam1 ngok6
樂器 ngok6 hei3
樂隊 ngok6 deoi2
樂團 ngok6 tyun4
聲樂 sing1 ngok6
樂譜 ngok6 pou2
快樂 faai3 lok6
娛樂 jyu4 lok6
樂意 lok6 ji3
可樂 ho2 lok6
樂觀 lok6 gun1
享樂 hoeng2 lok6
俱樂部 keoi1 lok6 bou6
傳統 cyun4 tung2
傳說 cyun4 syut3
宣傳 syun1 cyun4
傳真 cyun4 zan1
遺傳 wai4 cyun4
自傳 zi6 zyun2
傳記 zyun6 gei3
水滸傳 seoi2 wu2 zyun2
朝代 ciu4 doi6
朝鮮 ciu4 sin1
王朝 wong4 ciu4
唐朝 tong4 ciu4
清朝 cing1 ciu4
明朝 ming4 ciu4
朝向 ciu4 hoeng3
朝氣 ziu1 hei3
方便 fong1 bin6
便利 bin6 lei6
隨便 ceoi4 bin2
順便 seon6 bin6
便宜 pin4 ji4
大便 daai6 bin6
小便 siu2 bin6
差唔多 caa1 m4 do1
差不多 caa1 bat1 do1
出差 ceot1 caai1
差人 caai1 jan4
差館 caai1 gun2
郵差 jau4 caai1
參差 caam1 ci1
差異 caa1 ji6
差別 caa1 bit6
差距 caa1 keoi5
調查 diu6 caa4
調動 diu6 dung6
聲調 sing1 diu6
調整 tiu4 zing2
調節 tiu4 zit3
空調 hung1 tiu4
調皮 tiu4 pei4
調味 tiu4 mei6
協調 hip3 tiu4
調解 tiu4 gaai2
睡着 seoi6 zoek6
着數 zoek6 sou3
着火 zoek6 fo2
着急 zoek6 gap1
着衫 zoek3 saam1
着鞋 zoek3 haai4
着重 zoek6 zung6
着實 zoek6 sat6
因為 jan1 wai6
為咗 wai6 zo2
為乜 wai6 mat1
為甚麼 wai6 sam6 mo1
為什麼 wai6 sam6 mo1
以為 ji5 wai4
作為 zok3 wai4
成為 sing4 wai4
認為 jing6 wai4
行為 hang4 wai4
為人 wai4 jan4
難為 naan4 wai4
得意 dak1 ji3
得閒 dak1 haan4
唔得 m4 dak1
都係 dou1 hai6
首都 sau2 dou1
都市 dou1 si5
乾淨 gon1 zeng6
餅乾 beng2 gon1
乾杯 gon1 bui1
幹部 gon3 bou6
幹活 gon3 wut6
能幹 nang4 gon3
幹嘛 gon3 maa4
幹什麼 gon3 sam6 mo1
若干 joek6 gon1
干涉 gon1 sip3
干擾 gon1 jiu2
發展 faat3 zin2
頭髮 tau4 faat3
理髮 lei5 faat3
一隻 jat1 zek3
只係 zi2 hai6
只有 zi2 jau5
只要 zi2 jiu3
只不過 zi2 bat1 gwo3
分鐘 fan1 zung1
部分 bou6 fan6
身分 san1 fan2
成分 sing4 fan6
過分 gwo3 fan6
分量 fan6 loeng6
充分 cung1 fan6
本分 bun2 fan6
水分 seoi2 fan6
緣分 jyun4 fan6
下降 haa6 gong3
降落 gong3 lok6
降低 gong3 dai1
投降 tau4 hong4
降服 hong4 fuk6
和平 wo4 ping4
暖和 nyun5 wo4
和尚 wo4 soeng2
附和 fu6 wo6
大夫 daai6 fu1
大家 daai6 gaa1
大學 daai6 hok6
大細 daai6 sai3
長遠 coeng4 jyun5
一齊 jat1 cai4
覺醒 gok3 sing2
公里 gung1 lei5
里程 lei5 cing4
千里 cin1 lei5
萬里 maan6 lei5
鄰里 leon4 lei5
故里 gu3 lei5
松樹 cung4 syu6
松鼠 cung4 syu2
松柏 cung4 paak3
北斗 bak1 dau2
斗笠 dau2 lap1
漏斗 lau6 dau2
熨斗 tong3 dau2
麵條 min6 tiu4
茶几 caa4 gei1
占卜 zim1 buk1
宿舍 suk1 se3
鬱悶 wat1 mun6
划船 waa4 syun4
划算 waa4 syun3
吓死 haak3 sei2
吓到 haak3 dou2
驚嚇 ging1 haak3
嚇親 haak3 can1
卡車 kaa1 ce1

# ── Particles and interjections as written in Hong Kong ──────────────────────
哦 o5 o3 o4 o2
嗯 m6 ng6 m2
喀 haak6 kaak3
嘍 lo3 lau4
嘍囉 lau4 lo4
咋喎 zaa3 wo3
唔唔 m4 m4
係咁 hai6 gam3
即係咁 zik1 hai6 gam3
唔係咁 m4 hai6 gam3

# ── 零 leng4 after a round number ("and a bit": 千零蚊, 個零月) ───────────────
百零 baak3 leng4
千零 cin1 leng4
萬零 maan6 leng4
個零 go3 leng4

# ── 度 dou2 "about" after an amount of time ──────────────────────────────────
耐度 noi6 dou2
幾耐度 gei2 noi6 dou2
日度 jat6 dou2
月度 jyut6 dou2
分鐘度 fan1 zung1 dou2
禮拜度 lai5 baai3 dou2

# ── 刻 haak1 ─────────────────────────────────────────────────────────────────
即刻 zik1 haak1
立刻 lap6 haak1
時刻 si4 haak1
此刻 ci2 haak1
片刻 pin3 haak1

# ── 着 zoek3 "wear" before clothes ───────────────────────────────────────────
着褲 zoek3 fu3
着襪 zoek3 mat6
着裙 zoek3 kwan4
着件 zoek3 gin6
着條 zoek3 tiu4
着對 zoek3 deoi3
着套 zoek3 tou3
着返 zoek3 faan1
着晒 zoek3 saai3
着埋 zoek3 maai4
着西裝 zoek3 sai1 zong1
着校服 zoek3 haau6 fuk6
着泳衣 zoek3 wing6 ji1
着泳褲 zoek3 wing6 fu3
着外套 zoek3 ngoi6 tou3
着大褸 zoek3 daai6 lau1
着牛仔褲 zoek3 ngau4 zai2 fu3
着羽絨 zoek3 jyu5 jung2
着乜 zoek3 mat1

# ── 雀 zoek2 (mahjong, small birds) ──────────────────────────────────────────
麻雀 maa4 zoek2
打麻雀 daa2 maa4 zoek2
雀局 zoek2 guk6
雀友 zoek2 jau5
雀館 zoek2 gun2
雀籠 zoek3 lung4

# ── 粒 lap1; 粒鐘 "an hour" ─────────────────────────────────────────────────
粒 lap1 nap1
粒鐘 lap1 zung1
粒糖 lap1 tong2
兩粒 loeng5 lap1              # "two (grains, pills)"; rime-cantonese's loeng4 nap1 is another word

# ── 正 zeng3 "great" after degree words ─────────────────────────────────────
最正 zeoi3 zeng3
幾正 gei2 zeng3
鬼正 gwai2 zeng3
咁正 gam3 zeng3
超正 ciu1 zeng3
勁正 ging6 zeng3

# ── 帶 daai2 "tape" ─────────────────────────────────────────────────────────
餅帶 beng2 daai2
盒帶 hap6 daai2
卡式帶 kaa1 sik1 daai2

# ── 女 neoi5 in compounds after 個 (個女 alone is the daughter, neoi2) ─────────
個女仔 go3 neoi5 zai2
個女人 go3 neoi5 jan2
個女朋友 go3 neoi5 pang4 jau5
個女同學 go3 neoi5 tung4 hok6
個女同事 go3 neoi5 tung4 si6
個女子 go3 neoi5 zi2
個女生 go3 neoi5 saang1

# ── Changed tones and colloquial verbs ──────────────────────────────────────
新聞 san1 man2
睇新聞 tai2 san1 man2
摷 caau3 ziu6

# ── 排 paai2 "period" ────────────────────────────────────────────────────────
近排 gan6 paai2
呢排 ni1 paai2
近況 gan6 fong3

# ── 上 soeng5 "go up, board, go to (the mainland)" ───────────────────────────
上機 soeng5 gei1
上大陸 soeng5 daai6 luk6
上過來 soeng5 gwo3 lai4
上嚟 soeng5 lai4
上廣州 soeng5 gwong2 zau1
上深圳 soeng5 sam1 zan3
搬上 bun1 soeng5
行上 haang4 soeng5
爬上 paa4 soeng5
跳上 tiu3 soeng5
上課 soeng5 fo3
上街 soeng5 gaai1
上電視 soeng5 din6 si6
上鏡 soeng5 geng3

# ── 下 haa5 after two-character verbs ───────────────────────────────────────
考慮下 haau2 leoi6 haa5
合作下 hap6 zok3 haa5
研究下 jin4 gau3 haa5
參考下 caam1 haau2 haa5
了解下 liu5 gaai2 haa5
介紹下 gaai3 siu6 haa5
解釋下 gaai2 sik1 haa5
練習下 lin6 zaap6 haa5
準備下 zeon2 bei6 haa5
商量下 soeng1 loeng4 haa5
討論下 tou2 leon6 haa5
比較下 bei2 gaau3 haa5
感受下 gam2 sau6 haa5
享受下 hoeng2 sau6 haa5
放鬆下 fong3 sung1 haa5
留意下 lau4 ji3 haa5
注意下 zyu3 ji3 haa5
收斂下 sau1 lim5 haa5

# ── Spoken Hong Kong readings of common words (colloquial 來 lai4, loi4 when enumerating) ──
來到 lai4 dou3
來自 lai4 zi6
以來 ji5 lai4
一直以來 jat1 zik6 ji5 lai4
一來 jat1 loi4
二來 ji6 loi4
希伯來 hei1 baak3 loi4

# ── Colloquial words and their spoken readings ───────────────────────────────
不嬲 bat1 nau1
聯絡 lyun4 lok3
合眼緣 hap6 ngaan5 jyun4
無名 mou4 ming4
無名小卒 mou4 ming4 siu2 zeot1
聲稱 sing1 cing1
聲音 sing1 jam1
鋪頭 pou3 tau2
商鋪 soeng1 pou3
店鋪 dim3 pou3
條橋 tiu4 kiu2
度橋 dok6 kiu2
冧巴 lam1 baa2
好醒 hou2 sing2
最醒 zeoi3 sing2
咁醒 gam3 sing2
幾醒 gei2 sing2
扮醒 baan6 sing2
沈迷 cam4 mai4
沉迷 cam4 mai4
沈默 cam4 mak6
唔中 m4 zung1
估中 gu2 zung3
猜中 caai1 zung3
估唔中 gu2 m4 zung3
射唔中 se6 m4 zung3
猜唔中 caai1 m4 zung3
抽唔中 cau1 m4 zung3
中唔中 zung3 m4 zung3
嗱嗱臨 naa4 naa4 lam4
班友 baan1 jau2
羽絨 jyu5 jung2
羽絨衫 jyu5 jung2 saam1
拗柴 ngaau2 caai4
聽聞 ting3 man4
聽晚 ting1 maan5
幾度 gei2 dou6
嗰排 go2 paai4
前嗰排 cin4 go2 paai4
之處 zi1 cyu3
好處 hou2 cyu3
壞處 waai6 cyu3
用處 jung6 cyu3
勞工處 lou4 gung1 cyu3
入境處 jap6 ging2 cyu3
運輸處 wan6 syu1 cyu3
好重要 hou2 zung6 jiu3
冇用 mou5 jung6
冇心機 mou5 sam1 gei1
人話 jan4 waa6
呢行 ni1 hong4
嗰行 go2 hong4
本行 bun2 hong4
入行 jap6 hong4
轉行 zyun3 hong4
哩位 ni1 wai2
每位 mui5 wai2
幾位 gei2 wai2

# ── 分 fan6 in fractions (三分一 "a third") ─────────────────────────────────
二分一 ji6 fan6 jat1
三分一 saam1 fan6 jat1
四分一 sei3 fan6 jat1
五分一 ng5 fan6 jat1
六分一 luk6 fan6 jat1
七分一 cat1 fan6 jat1
八分一 baat3 fan6 jat1
九分一 gau2 fan6 jat1
十分一 sap6 fan6 jat1
幾分一 gei2 fan6 jat1
三分二 saam1 fan6 ji6
四分三 sei3 fan6 saam1

# ── Names and places as said in Hong Kong ────────────────────────────────────
捷克 zit3 haak1
佐治 zo2 zi6
葵涌 kwai4 cung1
東涌 dung1 cung1
車卡 ce1 kaa1
奧斯卡 ou3 si1 kaa1
斯里蘭卡 si1 lei5 laan4 kaa1
卌 saa1 se3
腍 nam4 nam5
測 caak1 cak1

# ── 隻 zek3 before common nouns (Simplified 只狗 is 隻狗 "the dog", not "only") ──
隻狗 zek3 gau2
隻貓 zek3 maau1
隻雞 zek3 gai1
隻鴨 zek3 aap3
隻鵝 zek3 ngo2
隻豬 zek3 zyu1
隻牛 zek3 ngau4
隻羊 zek3 joeng4
隻馬 zek3 maa5
隻魚 zek3 jyu2
隻雀 zek3 zoek2
隻鳥 zek3 niu5
隻蝦 zek3 haa1
隻蟹 zek3 haai5
隻腳 zek3 goek3
隻手 zek3 sau2
隻眼 zek3 ngaan5
隻耳 zek3 ji5
隻牙 zek3 ngaa4
隻鬼 zek3 gwai2
隻船 zek3 syun4
隻錶 zek3 biu1
隻碟 zek3 dip2
隻杯 zek3 bui1
隻碗 zek3 wun2
隻歌 zek3 go1
隻蛋 zek3 daan2
大隻 daai6 zek3
細隻 sai3 zek3

# ── Words whose Simplified form is also another word (公仔面 from 公仔麪, read gong1 there) ──
公仔麵 gung1 zai2 min6

# ── Common words the search must see whole, or a rarer word takes their first character:
#    好|奇怪 "very strange" (not 好奇 "curious"), 幾|大部份 "quite a large part" (not 幾大 "how big") ──
奇怪 kei4 gwaai3
奇特 kei4 dak6
奇妙 kei4 miu6
大部份 daai6 bou6 fan6
今晚 gam1 maan5                # 今晚|會 (not 今|晚會 "evening party")
中國 zung1 gwok3              # 中國|會 (not 中|國會 "parliament")
夜車 je6 ce1                  # 坐|夜車 (not 坐夜 "hold a wake")
地方 dei6 fong1                # 新|地方 (not 新地 "Sun Hung Kai")

# ── 檯 toi2 "table" (Simplified 台) and 臺 toi4 ──────────────────────────────
張檯 zoeng1 toi2
圍檯 wai4 toi2
訂檯 deng6 toi2
開檯 hoi1 toi2
檯波 toi2 bo1
飯檯 faan6 toi2
檯面 toi2 min2
檯布 toi2 bou3
檯燈 toi2 dang1
秘書臺 bei3 syu1 toi4

# ── 捱 ngaai4 "endure" (Simplified 挨), 覆 fuk1 "reply" (Simplified 复), 捨 se2 ─
捱夜 ngaai4 je6
捱世界 ngaai4 sai3 gaai3
捱餓 ngaai4 ngo6
捱苦 ngaai4 fu2
捱得 ngaai4 dak1
捱唔住 ngaai4 m4 zyu6
捱貴 ngaai4 gwai3
有排捱 jau5 paai4 ngaai4      # "a long time to endure" (words.hk)
捱批 ngaai4 pai1              # Mandarin 挨 ái "suffer": Cantonese writes 捱
捱批評 ngaai4 pai1 ping4
捱罰 ngaai4 fat6
捱訓 ngaai4 fan3
捱凍 ngaai4 dung3
捱宰 ngaai4 zoi2
捱刀 ngaai4 dou1
覆電話 fuk1 din6 waa2
复电话 fuk1 din6 waa2
回覆 wui4 fuk1
捨唔捨得 se2 m4 se2 dak1

# ── Words that keep the dictionary reading of 雀 黑 仆 褪 蝕 妹 訂 (on its own the character takes
#    its spoken reading: see reading/context-rule-list.ts) ─────────────────────
雀仔 zoek3 zai2
雀仔街 zoek3 zai2 gaai1
雀斑 zoek3 baan1
雀巢 zoek3 caau4
雀鳥 zoek3 niu5
雀糞 zoek3 fan3
黑衣 hak1 ji1
黑衣人 hak1 ji1 jan4
黑白 hak1 baak6
黑夜 hak1 je6
仆街 puk1 gaai1
僕人 buk6 jan4
公僕 gung1 buk6
女僕 neoi5 buk6
褪色 teoi3 sik1
侵蝕 cam1 sik6
剩餘 sing6 jyu4
過剩 gwo3 sing6
塗抹 tou4 mut3
抹茶 mut3 caa4
抹殺 mut3 saat3
腐蝕 fu6 sik6
日蝕 jat6 sik6
月蝕 jyut6 sik6
妹夫 mui6 fu1                # 妹 mui2 and 訂 deng6 on their own; rime-cantonese's words that read them
姐妹 ze2 mui6                # otherwise are kept whole here
表姐妹 biu2 ze2 mui6
姐妹花 ze2 mui6 faa1
太妹 taai3 mui6
簽訂 cim1 ding3
訂定 ding3 ding6
訂於 ding3 jyu1                # written "fixed for (a date)": 會議訂於下週舉行
弟妹 dai6 mui6                # Mandarin "younger siblings; sister-in-law", as the characters read

# ── More spoken readings: 上 soeng5 as a verb or complement, 零 leng4, 度 dok6 "measure, think over" ──
上返 soeng5 faan1
上飛機 soeng5 fei1 gei1
戴上 daai3 soeng5
愛上 oi3 soeng5
跟上 gan1 soeng5
點零 dim2 leng4
十零 sap6 leng4
度一度 dok6 jat1 dok6
度吓 dok6 haa5
度來度去 dok6 lai4 dok6 heoi3
左度右度 zo2 dok6 jau6 dok6
實中 sat6 zung3
會試 wui5 si3
會同 wui5 tung4
打電話 daa2 din6 waa2
着得 zoek3 dak1
邊處 bin1 syu2
骨折 gwat1 zit3
坦率 taan2 seot1
草率 cou2 seot1
輕率 hing1 seot1
直率 zik6 seot1
統率 tung2 seot1
表率 biu2 seot1
率領 seot1 ling5
率直 seot1 zik6
打折 daa2 zit3
折扣 zit3 kau3
挫折 co3 zit3
曲折 kuk1 zit3
轉折 zyun2 zit3
波折 bo1 zit3
折磨 zit3 mo4
折斷 zit3 tyun5
折騰 zit3 tang4
折合 zit3 hap6
折中 zit3 zung1
折衷 zit3 cung1
折算 zit3 syun3
折價 zit3 gaa3
折損 zit3 syun2
折半 zit3 bun3
近年來 gan6 nin4 loi4
多年來 do1 nin4 loi4
摺埋 zip3 maai4
摺好 zip3 hou2
摺衫 zip3 saam1
摺紙 zip3 zi2

# ── 競 ging3 in its words (競爭 above, 競賽, 競選, 競投): rime-cantonese ranks ging3 first for the
# character and lists each of these words with ging3 first (ging6 5 %); to-jyutping reads them ging3 too.
競 ging3 ging6

# ── Characters whose colloquial reading rime-cantonese ranks first and uses in most of its words,
# where to-jyutping put a rarer one first: 茜 sai1 (芫茜, 番茜, names such as 謝茜嘉; sin6 in none of its
# words), 蜢 maang2 (蚱蜢, 屎蜢, 長腳蜢: 9 words against 3), 攣 lyun1 "curly, cramped" (攣毛, 電攣,
# 攣住: 15 against 6). The words rime reads with the other reading stay whole.
茜 sai1 sin3 sin6
蜢 maang2 maang5
攣 lyun1 lyun4
草蜢 cou2 maang5
痙攣 ging3 lyun4
拘攣 keoi1 lyun4

# ── 線 sin2 in a wire of metal (rime-cantonese 鐵線 tit3 sin2, 踩鋼線 caai2 gong3 sin2) ─────────────
鋼線 gong3 sin2

# ── 着 zoek3 "wear" after 衫 (有衫着, 冇衫着: rime-cantonese 搵衫着); 咪 mai1 "microphone" after its
# measure word (rime-cantonese 揸住支咪). Not 閂咪: there 咪 is as often "then" (唔閂咪算) ─────────────
衫着 saam1 zoek3
支咪 zi1 mai1
`;

// Surnames whose reading differs from the character's common reading, read as surnames before a
// title (曾先生 zang1 sin1 saang1, 單小姐 sin6 siu2 ze2).
export const SURNAMES =
  '曾 zang1|單 sin6|朴 piu2|查 caa4|區 au1|仇 sau4|解 haai6|樂 lok6|尉 wat1|繆 miu6|覃 tam4|佘 se4|燕 jin1|種 zung2|蓋 koi3|華 waa6|任 jam4|洗 sin2';
export const TITLES =
  '先生 小姐 太太 太 生 姐 老師 醫生 教授 校長 主任 經理 伯 婆 師傅 同學 女士 議員 總 老闆';

// Single-character verbs that take the delimitative 下 haa5 "do a bit" (睇下 tai2 haa5, 試下 si3 haa5).
export const VERBS_BEFORE_HAA5 = [
  ...'聚傳複挨補返轉揸播打搬扮追換改跟逛休沖抱錫親吹搖擺翻聞嘗揉捏睇試諗問等講玩食聽搵傾坐飲學做幫摸望抖執洗整影揀教叫拍煮讀寫練查算碰郁笑喊瞓唱跳跑游走推拉攞企揭搞停修剪眨溫嗅按撳捽揼搓擦抹掃煲炒蒸焗煎切試諗搜睇傾飲問估猜計數',
];

// Amounts after which 成 is seng4 "a whole, as much as" (成兩個鐘, 成半個鐘, 成千蚊), not sing4 "become".
export const SENG4_BEFORE =
  '一 兩 二 三 四 五 六 七 八 九 十 百 千 萬 半 幾 條 張 隻 架 間 版 舊 嚿 堆 餐 對 份 盒 包 箱 袋 杯 碗 碟 粒 點 身 頭 朝 月 禮拜 星期 粒鐘 個鐘 個月';
