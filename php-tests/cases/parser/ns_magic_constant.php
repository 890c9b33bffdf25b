<?php
namespace Deep\Er\Still;

echo __NAMESPACE__, "\n";
echo __CLASS__, __FUNCTION__, __METHOD__, __LINE__, __FILE__, __DIR__, __TRAIT__, __PROPERTY__;
