// Terms of science and technology newer than the jieba dictionary (which has 人工智能, 数据库,
// 搜索引擎 but not these), space-separated. They join the dictionary's nouns, so the segmenter
// keeps them whole (机器学习 is not 机器 + 学习 → 學).
export const NEWER_TERMS = `机器学习 深度学习 强化学习 迁移学习 神经网络 卷积神经网络 大数据 云计算 边缘计算
区块链 物联网 自然语言处理 计算机视觉 语音识别 人脸识别 量子计算 量子计算机 大语言模型 生成式
数字货币 加密货币 比特币 元宇宙 虚拟现实 增强现实 自动驾驶 无人驾驶 无人机 新能源汽车 电动汽车
智能手机 平板电脑 智能手表 社交媒体 短视频 直播带货 二维码 移动支付 共享单车 网约车 外卖平台
新冠病毒 新冠肺炎 核酸检测 基因编辑 干细胞 碳中和 碳达峰 光伏发电 储能电池 锂电池`;

/**
 * Brand and platform names made of characters the lexicon translates one by one (小 → 細, 脸 → 面,
 * 美 → 靚, 红 → 紅…), which would tear them (小米 → 細米); they join the dictionary's names.
 */
export const BRAND_NAMES = `小米 红米 脸书 美团 大众点评 小红书 小鹏汽车 理想汽车 老干妈 大白兔 好未来`;
